import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { type HourlyMatchingPreview, type Locale, MATCHING_BOUNDARY, optionLabel } from '@rec/domain';
import { useIntl } from 'react-intl';
import { DataTable } from '../charts/DataTable';
import { AppLink } from '../components/AppLink';
import { useMoveStyles } from '../hourly-moves/styles';
import { translate } from '../i18n/translate';
import { MatchingChart } from './MatchingChart';
import { monthRows, mwhText, percentText, runState } from './matching-model';
import { hourlyMatchingMessages as m } from './messages';

const useStyles = makeStyles({
  figures: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, fontWeight: tokens.fontWeightSemibold, fontVariantNumeric: 'tabular-nums' },
});

type Props = { preview: HourlyMatchingPreview; importPath: string | undefined; heatmapPath: string | undefined };

// What the dry run found: the totals (consumed, matched, unmatched, share, fully covered hours,
// boundary), the months as a table, the matched MWh as a chart and per plant. An empty period or
// a period nothing held covers says what to do instead; a period already covered says so.
export function MatchingResult({ preview, importPath, heatmapPath }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const move = useMoveStyles();
  const locale = intl.locale as Locale;
  const t = intl.formatMessage;
  const state = runState(preview);
  const { totals } = preview;
  const mwh = (v: string) => t(m.mwhValue, { volume: mwhText(v, locale) });
  const figures = [
    [m.consumed, mwh(totals.consumed)],
    [m.matched, mwh(totals.matched)],
    [m.unmatched, mwh(totals.unmatched)],
    [m.share, t(m.percentValue, { share: percentText(totals.matched_share, locale) })],
    [
      m.fullHours,
      t(m.hoursValue, { full: intl.formatNumber(totals.hours_fully_matched), hours: intl.formatNumber(totals.hours) }),
    ],
    [m.boundary, translate(intl, optionLabel(MATCHING_BOUNDARY, preview.boundary))],
  ] as const;
  return (
    <section className={move.section} aria-labelledby="matching-result">
      <Text id="matching-result" as="h2" weight="semibold" size={400}>
        {t(m.resultTitle)}
      </Text>
      {state === 'noConsumption' ? (
        <Text role="status">
          {t(m.noConsumption)} {importPath ? <AppLink to={importPath}>{t(m.importLink)}</AppLink> : null}
        </Text>
      ) : (
        <dl className={styles.figures} data-testid="matching-totals">
          {figures.map(([term, value]) => (
            <div key={term.id}>
              <dt className={styles.term}>{t(term)}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {state === 'allCovered' ? <Text role="status">{t(m.allCovered)}</Text> : null}
      {state === 'nothingHeld' ? (
        <Text role="status">
          {t(m.nothingHeld)} {heatmapPath ? <AppLink to={heatmapPath}>{t(m.certificatesLink)}</AppLink> : null}
        </Text>
      ) : null}
      {state !== 'noConsumption' ? (
        <DataTable
          label={t(m.monthsCaption)}
          headers={[t(m.monthColumn), t(m.consumed), t(m.matched), t(m.unmatched)]}
          rows={monthRows(preview, locale).map((r) => [r.label, r.consumed, r.matched, r.unmatched])}
        />
      ) : null}
      {state === 'matched' ? (
        <>
          <MatchingChart preview={preview} />
          <DataTable
            label={t(m.plantsCaption)}
            headers={[t(m.plant), t(m.source), t(m.submarket), t(m.bundles), t(m.matched)]}
            rows={preview.plants.map((p) => [
              p.name,
              p.source,
              p.submarket ?? '',
              intl.formatNumber(p.bundles),
              mwhText(p.matched, locale),
            ])}
          />
        </>
      ) : null}
    </section>
  );
}

import { Caption1, MessageBar, MessageBarBody, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import type { BeneficiaryCoverage } from '@rec/domain';
import { useIntl } from 'react-intl';
import { shareGap, sharePercent } from './coverage-grid';
import { coverageMessages as m } from './messages';
import { useFigures } from './use-figures';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  // Tiles wrap onto new rows rather than shrink: at 900 px and up none overlaps its neighbour.
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 176px), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    minWidth: 0,
  },
  label: { color: tokens.colorNeutralForeground2, margin: 0 },
  value: {
    margin: 0,
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
});

// The year's totals as figure tiles (a description list: each label names its figure), the
// hourly share beside the annual one, and the gap between them called out in words.
export function CoverageFigures({ coverage }: { coverage: BeneficiaryCoverage }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFigures();
  const t = coverage.totals;
  const tiles = [
    { key: 'consumed', label: m.consumed, value: f.mwh(t.consumed) },
    { key: 'matched', label: m.matched, value: f.mwh(t.matched) },
    { key: 'unmatched', label: m.unmatched, value: f.mwh(t.unmatched) },
    { key: 'hourly', label: m.hourlyShare, value: f.percent(t.hourly_share) },
    { key: 'annual', label: m.annualShare, value: f.percent(t.annual_share) },
    { key: 'retired', label: m.retired, value: f.mwh(t.retired) },
  ];
  const gap = shareGap(t.annual_share, t.hourly_share);
  return (
    <section className={styles.section} aria-labelledby="coverage-totals">
      <Subtitle2 as="h2" id="coverage-totals">
        {intl.formatMessage(m.totals, { year: coverage.year })}
      </Subtitle2>
      <Caption1>{intl.formatMessage(m.hours, { count: t.hours })}</Caption1>
      <dl className={styles.tiles} data-testid="coverage-figures">
        {tiles.map((tile) => (
          <div key={tile.key} className={styles.tile}>
            <dt className={styles.label}>
              <Text>{intl.formatMessage(tile.label)}</Text>
            </dt>
            <dd className={styles.value}>{tile.value}</dd>
          </div>
        ))}
      </dl>
      <MessageBar intent={gap === '0.00' ? 'success' : 'warning'} data-testid="coverage-gap">
        <MessageBarBody>
          {gap === '0.00'
            ? intl.formatMessage(m.noGap)
            : intl.formatMessage(m.gap, {
                annual: f.number(sharePercent(t.annual_share), 2),
                hourly: f.number(sharePercent(t.hourly_share), 2),
                gap: f.number(gap, 2),
              })}
        </MessageBarBody>
      </MessageBar>
    </section>
  );
}

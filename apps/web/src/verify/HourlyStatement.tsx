import { makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { formatDecimal, formatPeriod, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { HeatmapLegend } from '../hourly/HeatmapLegend';
import { HeatmapTable } from '../hourly/HeatmapTable';
import { HeatmapText } from '../hourly/HeatmapText';
import { heatGrid } from '../hourly/heatmap-grid';
import { BundleProofs } from './BundleProofs';
import { HourlyPlants } from './HourlyPlants';
import { hourlyVerifyMessages as m } from './hourly-messages';
import { profileMonths } from './profile-months';
import type { HourlyStatement as Hourly } from './use-bundle-proofs';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  figure: { fontWeight: tokens.fontWeightSemibold },
  month: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
});

// What an hourly retirement's statement adds (issue 38 item 4, ADR 0099): the hours it retired as
// a day × hour chart per month with its table, the plants with their certificate numbers, and each
// bundle's proof, recomputed in the browser.
export function HourlyStatement({ code, hourly }: { code: string; hourly: Hourly }) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  const volume = formatDecimal(hourly.totals.mwh, { locale });
  const summary = { bundles: hourly.totals.bundles, volume, hours: hourly.profile.length };
  return (
    <section className={styles.section} aria-labelledby="hourly-title" data-testid="hourly-statement">
      <Subtitle2 as="h2" id="hourly-title">
        {intl.formatMessage(m.title)}
      </Subtitle2>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <Text className={styles.figure}>{intl.formatMessage(m.summary, summary)}</Text>
      <Subtitle2 as="h3">{intl.formatMessage(m.profile)}</Subtitle2>
      {profileMonths(hourly.profile).map(({ period, points }) => {
        const grid = heatGrid(period, points);
        const monthText = formatPeriod(period, { locale });
        return (
          <div key={period} className={styles.month}>
            <HeatmapLegend bands={grid.bands} />
            <HeatmapTable grid={grid} monthText={monthText} />
            <HeatmapText grid={grid} monthText={monthText} />
          </div>
        );
      })}
      <HourlyPlants plants={hourly.plants} />
      <BundleProofs code={code} hourly={hourly} />
    </section>
  );
}

import { Body1, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { formatDecimal, formatPeriod, type Locale } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { ListStatus } from '../list/ListStatus';
import { HeatmapLegend } from './HeatmapLegend';
import { HeatmapTable } from './HeatmapTable';
import { HeatmapText } from './HeatmapText';
import { HourlyBundles } from './HourlyBundles';
import { mwhText } from './heatmap-grid';
import { hourlyHeatmapMessages as m } from './messages';
import { lastClosedMonth, recentMonths, useAccounts, useHeatmap } from './use-heatmap';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  account: { minWidth: '280px' },
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
  },
  figure: { fontWeight: tokens.fontWeightSemibold },
});

// A participant's hourly certificates in one account and month, as a day × hour heatmap
// (issue 38): pick the account and the month; the totals, legend, grid and a table of the hours
// follow. Bespoke: no list or form kind draws a grid.
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const route = useCurrentRoute();
  const locale = intl.locale as Locale;
  const [chosen, setChosen] = useState('');
  const [period, setPeriod] = useState(lastClosedMonth());
  const accounts = useAccounts();
  const accountId = chosen || accounts.accounts?.[0]?.id || '';
  const heat = useHeatmap(accountId, period);
  const title = route ? intl.formatMessage(route.label) : '';
  const monthText = formatPeriod(period, { locale });
  const mwh = (wh: bigint) => formatDecimal(mwhText(wh), { locale });
  const grid = heat.grid;
  const held = grid ? grid.days.reduce((n, day) => n + day.cells.filter((c) => c.wh > 0n).length, 0) : 0;
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.page}>
        <Body1>{intl.formatMessage(m.intro)}</Body1>
        <div className={styles.pickers}>
          <Field
            label={intl.formatMessage(m.account)}
            validationMessage={accounts.accounts?.length === 0 ? intl.formatMessage(m.noAccounts) : undefined}
            validationState={accounts.accounts?.length === 0 ? 'warning' : 'none'}
          >
            <Select className={styles.account} value={accountId} onChange={(_, d) => setChosen(d.value)}>
              {(accounts.accounts ?? []).map((account) => (
                <option key={account.id} value={account.id}>
                  {account.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={intl.formatMessage(m.month)}>
            <Select value={period} onChange={(_, d) => setPeriod(d.value)}>
              {recentMonths(lastClosedMonth()).map((month) => (
                <option key={month} value={month}>
                  {formatPeriod(month, { locale })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <ListStatus
          loading={heat.loading}
          error={accounts.error ?? heat.error}
          empty={false}
          search=""
          onRetry={accounts.error ? accounts.retry : heat.retry}
        />
        {grid && grid.wh === 0n ? <Text role="status">{intl.formatMessage(m.empty, { month: monthText })}</Text> : null}
        {grid && grid.wh > 0n ? (
          <>
            <div className={styles.summary} role="status">
              <Text className={styles.figure}>{intl.formatMessage(m.monthTotal, { volume: mwh(grid.wh) })}</Text>
              <Text>{intl.formatMessage(m.hoursHeld, { count: held })}</Text>
              <Text>{intl.formatMessage(m.peak, { volume: mwh(grid.max) })}</Text>
            </div>
            <HeatmapLegend bands={grid.bands} />
            <HeatmapTable grid={grid} monthText={monthText} />
            <HeatmapText grid={grid} monthText={monthText} />
            <HourlyBundles key={`${accountId} ${period}`} accountId={accountId} period={period} monthText={monthText} />
          </>
        ) : null}
      </div>
    </>
  );
}

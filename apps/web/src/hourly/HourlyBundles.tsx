import { Button, Field, makeStyles, Select, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { formatDecimal, type Locale } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ListStatus } from '../list/ListStatus';
import { BundlesTable } from './BundlesTable';
import { hourlyHeatmapMessages as m } from './messages';
import { BUNDLES_PER_PAGE, type BundleWindow, useBundles } from './use-bundles';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  pager: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  figure: { fontWeight: tokens.fontWeightSemibold },
});

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

// The account-month's bundles narrowed to Brasília days and an hour-of-day sel (issue 38
// item 5), with the server's totals over every match and pages of 25.
export function HourlyBundles({
  accountId,
  period,
  monthText,
}: {
  accountId: string;
  period: string;
  monthText: string;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  const [y, mo] = period.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  const [w, setW] = useState<BundleWindow>({ first: 1, last: days, hourFrom: 0, hourTo: 24, page: 1 });
  const sel = { ...w, last: Math.min(w.last, days) };
  const set = (change: Partial<BundleWindow>) => setW({ ...sel, page: 1, ...change });
  const { page, loading, error, retry } = useBundles(accountId, period, sel);
  const pages = Math.max(1, Math.ceil((page?.total ?? 0) / BUNDLES_PER_PAGE));
  const picker = (
    label: string,
    value: number,
    options: number[],
    text: (n: number) => string,
    key: keyof BundleWindow,
  ) => (
    <Field label={label}>
      <Select value={String(value)} onChange={(_, d) => set({ [key]: Number(d.value) })}>
        {options.map((n) => (
          <option key={n} value={n}>
            {text(n)}
          </option>
        ))}
      </Select>
    </Field>
  );
  const hours = `${hh(sel.hourFrom)}–${hh(sel.hourTo)}`;
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.bundles)}>
      <Subtitle2 as="h2">{intl.formatMessage(m.bundles)}</Subtitle2>
      <div className={styles.pickers}>
        {picker(intl.formatMessage(m.dayFrom), sel.first, range(1, sel.last), String, 'first')}
        {picker(intl.formatMessage(m.dayTo), sel.last, range(sel.first, days), String, 'last')}
        {picker(intl.formatMessage(m.hourFrom), sel.hourFrom, range(0, sel.hourTo - 1), hh, 'hourFrom')}
        {picker(intl.formatMessage(m.hourTo), sel.hourTo, range(sel.hourFrom + 1, 24), hh, 'hourTo')}
      </div>
      <ListStatus loading={loading} error={error} empty={false} search="" onRetry={retry} />
      {page && page.total === 0 ? <Text role="status">{intl.formatMessage(m.bundlesEmpty)}</Text> : null}
      {page && page.total > 0 ? (
        <>
          <Text role="status" className={styles.figure}>
            {intl.formatMessage(m.bundlesTotals, {
              count: page.totals.bundles,
              volume: formatDecimal(page.totals.mwh, { locale }),
            })}
          </Text>
          <BundlesTable
            rows={page.data}
            caption={intl.formatMessage(m.bundlesCaption, {
              month: monthText,
              first: sel.first,
              last: sel.last,
              hours,
            })}
          />
          <div className={styles.pager}>
            <Button disabled={w.page <= 1} onClick={() => setW({ ...sel, page: w.page - 1 })}>
              {intl.formatMessage(m.previous)}
            </Button>
            <Text>{intl.formatMessage(m.pageOf, { page: w.page, pages })}</Text>
            <Button disabled={w.page >= pages} onClick={() => setW({ ...sel, page: w.page + 1 })}>
              {intl.formatMessage(m.next)}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

import {
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatDate, formatMwh, type Locale, optionLabel, SCHEME, type StatementVerification } from '@rec/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { verifyMessages as m } from './messages';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr', rowGap: tokens.spacingVerticalXXS },
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  value: {
    margin: 0,
    overflowWrap: 'anywhere',
    '@media (max-width: 600px)': { marginBottom: tokens.spacingVerticalS },
  },
  scroll: { overflowX: 'auto' },
  // Narrow screens scroll the table sideways instead of squeezing its columns into each other.
  table: { minWidth: '720px', tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  hash: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, overflowWrap: 'anywhere' },
});

// What the statement claims, as the public API answers it: only what the PDF itself shows.
export function StatementFacts({ statement }: { statement: StatementVerification['statement'] }) {
  const intl = useIntl();
  const styles = useStyles();
  const locale = intl.locale as Locale;
  const mwh = (volume: string) => intl.formatMessage(m.mwh, { volume: formatMwh(volume, locale) });
  const range = (start: string, end: string) =>
    intl.formatMessage(m.range, { start: formatDate(start, { locale }), end: formatDate(end, { locale }) });
  const { beneficiary } = statement;
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(m.number), statement.number],
    [intl.formatMessage(m.beneficiary), beneficiary.name],
    [intl.formatMessage(m.beneficiaryCode), beneficiary.code],
    [intl.formatMessage(m.country), beneficiary.country],
    ...(beneficiary.location ? [[intl.formatMessage(m.location), beneficiary.location] as [string, ReactNode]] : []),
    [intl.formatMessage(m.volume), mwh(statement.volume)],
    [intl.formatMessage(m.period), range(statement.period_start, statement.period_end)],
    [intl.formatMessage(m.purpose), statement.purpose],
    [intl.formatMessage(m.date), formatDate(statement.redemption_date, { locale })],
    [intl.formatMessage(m.participant), statement.participant],
    [intl.formatMessage(m.plants), statement.plants.map((p) => `${p.name} (${p.ceg})`).join('; ')],
  ];
  return (
    <>
      <Subtitle2 as="h2">{intl.formatMessage(m.facts)}</Subtitle2>
      <dl className={styles.facts} data-testid="statement-facts">
        {rows.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt className={styles.term}>{term}</dt>
            {/* bdi: a Latin name keeps its own direction on an Arabic page (no stray full stop). */}
            <dd className={styles.value}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <Subtitle2 as="h2">{intl.formatMessage(m.certificates)}</Subtitle2>
      <div className={styles.scroll}>
        <Table className={styles.table} size="small" aria-label={intl.formatMessage(m.certificates)}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.emission)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.plant)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.ceg)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.scheme)}</TableHeaderCell>
              <TableHeaderCell>{intl.formatMessage(m.production)}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{intl.formatMessage(m.volumeColumn)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {statement.certificates.map((c) => (
              <TableRow key={c.emission}>
                <TableCell>{c.emission}</TableCell>
                <TableCell>{c.plant}</TableCell>
                <TableCell className={styles.nowrap}>{c.ceg}</TableCell>
                <TableCell>{intl.formatMessage(optionLabel(SCHEME, c.scheme))}</TableCell>
                <TableCell className={styles.nowrap}>{range(c.period_start, c.period_end)}</TableCell>
                <TableCell className={styles.number}>{formatMwh(c.volume, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <Text className={styles.hash}>
        {intl.formatMessage(m.hash)}: <bdi>{statement.hash}</bdi>
      </Text>
    </>
  );
}

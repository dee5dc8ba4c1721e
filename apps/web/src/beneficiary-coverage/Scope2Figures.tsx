import {
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { BeneficiaryCoverage } from '@rec/domain';
import { useIntl } from 'react-intl';
import { coverageMessages as m } from './messages';
import { useFigures } from './use-figures';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  scroll: { overflowX: 'auto', maxWidth: '760px' },
  table: { minWidth: '480px' },
  caption: { textAlign: 'start', fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalS },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

// Market-based Scope 2 side by side: annual matching against hourly matching (unmatched MWh and
// tCO2e), then the residual-mix factors applied with their sources; a missing factor says so.
export function Scope2Figures({ coverage }: { coverage: BeneficiaryCoverage }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFigures();
  const { annual, hourly, factors, missing_factor } = coverage.scope2;
  const year = coverage.year;
  const rows = [
    { key: 'unmatched', label: m.unmatchedMwh, annual: f.number(annual.unmatched), hourly: f.number(hourly.unmatched) },
    { key: 'tco2e', label: m.tco2e, annual: f.number(annual.tco2e), hourly: f.number(hourly.tco2e) },
  ];
  return (
    <section className={styles.section} aria-labelledby="coverage-scope2">
      <Subtitle2 as="h2" id="coverage-scope2">
        {intl.formatMessage(m.scope2)}
      </Subtitle2>
      <div className={styles.scroll}>
        <Table className={styles.table} size="small">
          <caption className={styles.caption}>{intl.formatMessage(m.scope2Caption, { year })}</caption>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.figure)}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{intl.formatMessage(m.annual)}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{intl.formatMessage(m.hourly)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{intl.formatMessage(row.label)}</TableCell>
                <TableCell className={styles.number}>{row.annual}</TableCell>
                <TableCell className={styles.number}>{row.hourly}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {missing_factor ? (
        <MessageBar intent="warning" data-testid="missing-factor">
          <MessageBarBody>{intl.formatMessage(m.missingFactor, { year })}</MessageBarBody>
        </MessageBar>
      ) : null}
      {factors.length > 0 ? (
        <div className={styles.scroll}>
          <Table className={styles.table} size="small">
            <caption className={styles.caption}>{intl.formatMessage(m.factors)}</caption>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.submarket)}</TableHeaderCell>
                <TableHeaderCell className={styles.number}>{intl.formatMessage(m.factor)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.source)}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {factors.map((factor) => (
                <TableRow key={`${factor.year} ${factor.submarket}`}>
                  <TableCell>{factor.submarket}</TableCell>
                  <TableCell className={styles.number}>{f.number(factor.factor)}</TableCell>
                  <TableCell>{factor.source}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage(m.noFactors, { year })}</MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}

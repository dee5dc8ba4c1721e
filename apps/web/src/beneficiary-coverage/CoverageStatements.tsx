import {
  Link,
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
import type { BeneficiaryCoverage } from '@rec/domain';
import { useIntl } from 'react-intl';
import { coverageMessages as m } from './messages';
import { useFigures } from './use-figures';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, minWidth: 0 },
  table: { maxWidth: '640px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

// The retirements whose hourly certificates matched consumption: each statement's public code,
// a link to the verify page anyone can open (a new tab: it is the public site), and its MWh.
// A retirement the contract gives no code shows a dash.
export function CoverageStatements({ coverage }: { coverage: BeneficiaryCoverage }) {
  const intl = useIntl();
  const styles = useStyles();
  const f = useFigures();
  const title = intl.formatMessage(m.statements);
  return (
    <section className={styles.section} aria-labelledby="coverage-statements">
      <Subtitle2 as="h2" id="coverage-statements">
        {title}
      </Subtitle2>
      {coverage.statements.length === 0 ? (
        <Text>{intl.formatMessage(m.noStatements, { year: coverage.year })}</Text>
      ) : (
        <Table className={styles.table} size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{intl.formatMessage(m.code)}</TableHeaderCell>
              <TableHeaderCell className={styles.number}>{intl.formatMessage(m.statementMatched)}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {coverage.statements.map((s) => (
              <TableRow key={s.redemption_id}>
                <TableCell>
                  {s.code ? (
                    <Link
                      href={`/verify/${encodeURIComponent(s.code)}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={intl.formatMessage(m.verify, { code: s.code })}
                    >
                      {s.code}
                    </Link>
                  ) : (
                    '–'
                  )}
                </TableCell>
                <TableCell className={styles.number}>{f.number(s.matched)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

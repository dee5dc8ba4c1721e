import { Body1, Field, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { routeByKey } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCurrentRoute } from '../app/use-current-route';
import { AppLink } from '../components/AppLink';
import { PageHeader } from '../components/PageHeader';
import { NamespaceMessages } from '../i18n/NamespaceMessages';
import { ListStatus } from '../list/ListStatus';
import { CoverageFigures } from './CoverageFigures';
import { CoverageHeatmap } from './CoverageHeatmap';
import { CoverageMonths } from './CoverageMonths';
import { CoverageStatements } from './CoverageStatements';
import { coverageMessages as m } from './messages';
import { Scope2Download } from './Scope2Download';
import { Scope2Figures } from './Scope2Figures';
import { coverageYears, useCoverage } from './use-coverage';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXL, minWidth: 0 },
  pickers: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end' },
});

const IMPORT = routeByKey('participant.beneficiary_hourly_consumption.import');

// A beneficiary's 24/7 coverage and Scope 2 figures for a year (issue 39 items 3–5), opened from
// its row in the beneficiaries list (?id=). Bespoke: no generic kind draws charts and a grid.
// The charts' texts are the dashboard's widget texts, loaded with it.
export function Component() {
  return (
    <NamespaceMessages ns="dashboard">
      <CoveragePage />
    </NamespaceMessages>
  );
}

function CoveragePage() {
  const intl = useIntl();
  const styles = useStyles();
  const route = useCurrentRoute();
  const id = Number(useSearchParams()[0].get('id') ?? 0);
  const years = coverageYears();
  const [year, setYear] = useState(years[0] as number);
  const [chosenMonth, setMonth] = useState('');
  const { coverage, loading, error, retry } = useCoverage(id, year);
  const name = coverage?.beneficiary.name ?? '';
  const title = route ? intl.formatMessage(route.label) : '';
  const months = coverage?.months.map((x) => x.month) ?? [];
  const lastConsumed = coverage?.months.filter((x) => x.consumed !== '0.000000').at(-1)?.month;
  const month = months.includes(chosenMonth) ? chosenMonth : (lastConsumed ?? months[0] ?? '');
  const boundary = intl.formatMessage(coverage?.boundary === 'SIN' ? m.boundarySin : m.boundarySubmarket);
  const empty = coverage !== undefined && coverage.totals.hours === 0;
  return (
    <>
      <PageHeader
        title={name ? `${title}: ${name}` : title}
        actions={coverage && !empty ? <Scope2Download id={id} year={year} code={coverage.beneficiary.code} /> : null}
      />
      <div className={styles.page}>
        {coverage ? <Body1>{intl.formatMessage(m.intro, { name, boundary })}</Body1> : null}
        <div className={styles.pickers}>
          <Field label={intl.formatMessage(m.year)}>
            <Select value={String(year)} onChange={(_, d) => setYear(Number(d.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <ListStatus loading={loading} error={error} empty={false} search="" onRetry={retry} />
        {empty ? (
          <div role="status">
            <Text>{intl.formatMessage(m.empty, { name, year })} </Text>
            {IMPORT ? <AppLink to={IMPORT.path}>{intl.formatMessage(m.importLink)}</AppLink> : null}
          </div>
        ) : null}
        {coverage && !empty ? (
          <>
            <CoverageFigures coverage={coverage} />
            <Scope2Figures coverage={coverage} />
            <CoverageMonths coverage={coverage} />
            <CoverageHeatmap id={id} months={months} month={month} onMonth={setMonth} />
            <CoverageStatements coverage={coverage} />
          </>
        ) : null}
      </div>
    </>
  );
}

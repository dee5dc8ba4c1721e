import { Body1, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { messageFor, REPORT_FILTER_FIELDS, REPORTS, type ReportName, reportAnswers, reportTitle } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { ListStatus } from '../list/ListStatus';
import { Pager } from '../list/Pager';
import { reportMessages as m } from './messages';
import { reportFilters } from './params';
import { ReportChart } from './ReportChart';
import { ReportFilters } from './ReportFilters';
import { ReportGrid } from './ReportGrid';
import { ReportToolbar } from './ReportToolbar';
import { useReport } from './use-report';
import { useReportExport } from './use-report-export';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

// Any report, from its declaration alone: the question it answers, its filters, the chart it
// declares, the page the server computed with the totals row, paging and the export.
export function ReportScreen({ name }: { name: ReportName }) {
  const intl = useIntl();
  const styles = useStyles();
  const route = useCurrentRoute();
  const decl = REPORTS[name];
  const report = useReport(decl);
  const exporter = useReportExport(decl, reportFilters(report));
  const title = intl.formatMessage(route?.label ?? reportTitle(decl));
  const error = report.swr.error ? messageFor(report.swr.error) : null;
  const required = (decl.required ?? []).map((f) =>
    intl.formatMessage(REPORT_FILTER_FIELDS[f === 'period' ? 'from' : f].label),
  );
  return (
    <section className={styles.section} aria-label={title}>
      <PageHeader title={title} />
      <Body1>{intl.formatMessage(reportAnswers(decl))}</Body1>
      <ReportFilters decl={decl} values={report.filters} onChange={report.setFilter} />
      <ReportToolbar
        amount={report.amount}
        onAmount={report.setAmount}
        exporting={exporter.exporting}
        onExport={() => void exporter.run()}
        canExport={!report.waiting && report.rows.length > 0}
      />
      {report.waiting ? (
        <MessageBar intent="info">
          <MessageBarBody>{intl.formatMessage(m.required, { filter: required.join(', ') })}</MessageBarBody>
        </MessageBar>
      ) : (
        <ListStatus
          loading={report.swr.isLoading}
          error={error}
          empty={!report.swr.isLoading && !error && report.rows.length === 0}
          search=""
          onRetry={() => void report.swr.mutate()}
        />
      )}
      {!report.waiting && !error && report.rows.length > 0 ? (
        <>
          <ReportChart decl={decl} chart={report.chart} label={intl.formatMessage(m.chart, { title })} />
          <ReportGrid decl={decl} label={title} rows={report.rows} totals={report.totals} />
          <Pager
            page={report.page}
            pages={report.pages}
            amount={report.amount}
            total={report.total}
            count={report.rows.length}
            onPage={report.setPage}
          />
        </>
      ) : null}
    </section>
  );
}

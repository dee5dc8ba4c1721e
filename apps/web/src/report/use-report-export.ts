import { exportOnServer, type ReportDecl, reportColumnLabel } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { useServerExport } from '../list/use-export';
import { reportMessages as m } from './messages';

// The server writes the workbook (POST /exports, resource report): every row of the report with
// the filters on screen, then its totals row, headed by the columns' labels in the user's language.
export const useReportExport = (decl: ReportDecl, filters: Record<string, string | number>) => {
  const intl = useIntl();
  const api = useApi();
  const server = useServerExport(m.exportFailed);
  const run = () =>
    server.run(
      () =>
        exportOnServer(api, {
          resource: 'report',
          report: decl.name,
          filters,
          columns: decl.columns.map((c) => c.key),
          labels: Object.fromEntries(decl.columns.map((c) => [c.key, intl.formatMessage(reportColumnLabel(c))])),
        }),
      decl.name,
    );
  return { exporting: server.exporting, run };
};

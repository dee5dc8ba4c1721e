import { entry } from './entry';

// Codes of GET /reports/{name} and of report exports (docs/adr/0050-reports.md). The server fills
// the placeholders in its message; these are the texts the web shows for the code.
export const REPORT_MESSAGES = {
  REPORT_FILTER_NOT_SUPPORTED: entry('errors.report.filterNotSupported', 'Este relatório não aceita o filtro {filter}'),
  REPORT_FILTER_REQUIRED: entry('errors.report.filterRequired', 'Informe o filtro {filter} para este relatório'),
  REPORT_STATUS_UNKNOWN: entry('errors.report.statusUnknown', 'Situação desconhecida neste relatório: {status}'),
  REPORT_PERIOD_INVERTED: entry(
    'errors.report.periodInverted',
    'O mês inicial do período deve ser anterior ou igual ao mês final',
  ),
  REPORT_REQUIRED: entry('errors.report.required', 'Informe o relatório a exportar'),
} as const;
export type ReportErrorCode = keyof typeof REPORT_MESSAGES;

import { defineMessages } from '../i18n/define';

export const reportMessages = defineMessages({
  total: { id: 'reports.view.total', defaultMessage: 'Total' },
  required: { id: 'reports.view.required', defaultMessage: 'Informe {filter} para ver o relatório.' },
  export: { id: 'reports.view.export', defaultMessage: 'Exportar para Excel' },
  exporting: { id: 'reports.view.exporting', defaultMessage: 'Exportando…' },
  exportFailed: { id: 'reports.view.exportFailed', defaultMessage: 'Não foi possível exportar o relatório' },
  chart: { id: 'reports.view.chart', defaultMessage: 'Gráfico: {title}' },
  page: { id: 'reports.view.page', defaultMessage: 'Linhas por página' },
});

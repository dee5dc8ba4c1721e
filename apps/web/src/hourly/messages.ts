import { defineMessages } from '../i18n/define';

export const hourlyHeatmapMessages = defineMessages({
  intro: {
    id: 'hourlyHeatmap.intro',
    defaultMessage:
      'Certificados horários de uma conta num mês, por dia e hora (horário de Brasília, UTC−3). Cores mais fortes indicam mais MWh.',
  },
  account: { id: 'hourlyHeatmap.account', defaultMessage: 'Conta' },
  month: { id: 'hourlyHeatmap.month', defaultMessage: 'Mês de produção' },
  noAccounts: { id: 'hourlyHeatmap.noAccounts', defaultMessage: 'Nenhuma conta cadastrada' },
  empty: {
    id: 'hourlyHeatmap.empty',
    defaultMessage: 'Nenhum certificado horário nesta conta em {month}',
  },
  caption: {
    id: 'hourlyHeatmap.caption',
    defaultMessage: 'MWh de certificados horários por dia e hora, {month} (horário de Brasília)',
  },
  day: { id: 'hourlyHeatmap.day', defaultMessage: 'Dia' },
  dayTotal: { id: 'hourlyHeatmap.dayTotal', defaultMessage: 'Total do dia (MWh)' },
  monthTotal: { id: 'hourlyHeatmap.monthTotal', defaultMessage: 'Total do mês: {volume} MWh' },
  peak: { id: 'hourlyHeatmap.peak', defaultMessage: 'Hora de maior volume: {volume} MWh' },
  hoursHeld: { id: 'hourlyHeatmap.hoursHeld', defaultMessage: 'Horas com certificados: {count}' },
  cell: { id: 'hourlyHeatmap.cell', defaultMessage: '{date} {hour}: {volume} MWh' },
  legend: { id: 'hourlyHeatmap.legend', defaultMessage: 'Legenda (MWh por hora)' },
  legendNone: { id: 'hourlyHeatmap.legendNone', defaultMessage: 'Nenhum' },
  legendBand: { id: 'hourlyHeatmap.legendBand', defaultMessage: 'até {volume}' },
  asTable: { id: 'hourlyHeatmap.asTable', defaultMessage: 'Ver as horas com certificados em tabela' },
  textCaption: {
    id: 'hourlyHeatmap.textCaption',
    defaultMessage: 'Horas com certificados horários, {month}',
  },
  date: { id: 'hourlyHeatmap.date', defaultMessage: 'Data' },
  interval: { id: 'hourlyHeatmap.interval', defaultMessage: 'Hora (Brasília)' },
  volume: { id: 'hourlyHeatmap.volume', defaultMessage: 'Volume (MWh)' },
  bundles: { id: 'hourlyHeatmap.bundles', defaultMessage: 'Blocos por dias e horas' },
  dayFrom: { id: 'hourlyHeatmap.dayFrom', defaultMessage: 'Do dia' },
  dayTo: { id: 'hourlyHeatmap.dayTo', defaultMessage: 'Até o dia (inclusive)' },
  hourFrom: { id: 'hourlyHeatmap.hourFrom', defaultMessage: 'Da hora' },
  hourTo: { id: 'hourlyHeatmap.hourTo', defaultMessage: 'Até a hora' },
  bundlesCaption: {
    id: 'hourlyHeatmap.bundlesCaption',
    defaultMessage: 'Blocos de certificados horários, {month}, dias {first}–{last}, {hours} (horário de Brasília)',
  },
  bundlesTotals: {
    id: 'hourlyHeatmap.bundlesTotals',
    defaultMessage: '{count, plural, one {# bloco} other {# blocos}} · {volume} MWh',
  },
  bundlesEmpty: { id: 'hourlyHeatmap.bundlesEmpty', defaultMessage: 'Nenhum bloco nestes dias e horas' },
  plant: { id: 'hourlyHeatmap.plant', defaultMessage: 'Empreendimento' },
  numbers: { id: 'hourlyHeatmap.numbers', defaultMessage: 'Números dos certificados' },
  previous: { id: 'hourlyHeatmap.previous', defaultMessage: 'Página anterior' },
  next: { id: 'hourlyHeatmap.next', defaultMessage: 'Próxima página' },
  pageOf: { id: 'hourlyHeatmap.pageOf', defaultMessage: 'Página {page} de {pages}' },
});

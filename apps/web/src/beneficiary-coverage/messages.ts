import { defineMessages } from '../i18n/define';

export const coverageMessages = defineMessages({
  intro: {
    id: 'coverage.intro',
    defaultMessage:
      'Quanto do consumo horário de {name} os certificados horários aposentados para ele cobriram na mesma hora e dentro da fronteira de mercado ({boundary}), ao lado da correspondência anual dos mesmos certificados.',
  },
  boundarySubmarket: { id: 'coverage.boundarySubmarket', defaultMessage: 'mesmo submercado' },
  boundarySin: { id: 'coverage.boundarySin', defaultMessage: 'todo o SIN' },
  year: { id: 'coverage.year', defaultMessage: 'Ano' },
  empty: {
    id: 'coverage.empty',
    defaultMessage: 'Nenhum consumo horário de {name} em {year}. Importe o consumo horário para ver a cobertura.',
  },
  importLink: { id: 'coverage.importLink', defaultMessage: 'Importar consumo horário' },
  totals: { id: 'coverage.totals', defaultMessage: 'Totais de {year}' },
  consumed: { id: 'coverage.consumed', defaultMessage: 'Consumido' },
  matched: { id: 'coverage.matched', defaultMessage: 'Coberto hora a hora' },
  unmatched: { id: 'coverage.unmatched', defaultMessage: 'Não coberto' },
  retired: { id: 'coverage.retired', defaultMessage: 'Certificados aposentados no ano' },
  hourlyShare: { id: 'coverage.hourlyShare', defaultMessage: 'Cobertura horária' },
  annualShare: { id: 'coverage.annualShare', defaultMessage: 'Cobertura anual' },
  hours: {
    id: 'coverage.hours',
    defaultMessage: '{count, plural, one {# hora de consumo} other {# horas de consumo}}',
  },
  mwh: { id: 'coverage.mwh', defaultMessage: '{volume} MWh' },
  percent: { id: 'coverage.percent', defaultMessage: '{value} %' },
  gap: {
    id: 'coverage.gap',
    defaultMessage:
      'A correspondência anual cobre {annual} % do consumo; hora a hora, {hourly} %: {gap} pontos percentuais que só a soma anual esconde.',
  },
  noGap: {
    id: 'coverage.noGap',
    defaultMessage: 'A cobertura horária é igual à anual: cada MWh foi coberto na sua hora.',
  },
  scope2: { id: 'coverage.scope2', defaultMessage: 'Escopo 2 — abordagem de mercado' },
  scope2Caption: {
    id: 'coverage.scope2Caption',
    defaultMessage: 'Emissões de Escopo 2 pela abordagem de mercado, {year}: correspondência anual e horária',
  },
  figure: { id: 'coverage.figure', defaultMessage: 'Valor' },
  annual: { id: 'coverage.annual', defaultMessage: 'Correspondência anual' },
  hourly: { id: 'coverage.hourly', defaultMessage: 'Correspondência horária' },
  unmatchedMwh: { id: 'coverage.unmatchedMwh', defaultMessage: 'Consumo não coberto (MWh)' },
  tco2e: { id: 'coverage.tco2e', defaultMessage: 'Emissões (tCO2e)' },
  factors: { id: 'coverage.factors', defaultMessage: 'Fatores de mix residual aplicados' },
  factor: { id: 'coverage.factor', defaultMessage: 'Fator (tCO2e/MWh)' },
  submarket: { id: 'coverage.submarket', defaultMessage: 'Submercado' },
  source: { id: 'coverage.source', defaultMessage: 'Fonte' },
  noFactors: { id: 'coverage.noFactors', defaultMessage: 'Nenhum fator de mix residual cadastrado para {year}.' },
  missingFactor: {
    id: 'coverage.missingFactor',
    defaultMessage:
      'Parte do consumo não coberto não tem fator de mix residual (nem do submercado nem do SIN) em {year}: essas horas não entram nas emissões acima.',
  },
  months: { id: 'coverage.months', defaultMessage: 'Cobertura por mês' },
  month: { id: 'coverage.month', defaultMessage: 'Mês' },
  heatmap: { id: 'coverage.heatmap', defaultMessage: 'Cobertura por dia e hora' },
  heatmapMonth: { id: 'coverage.heatmapMonth', defaultMessage: 'Mês do mapa' },
  caption: {
    id: 'coverage.caption',
    defaultMessage:
      'Parcela do consumo coberta por certificados horários, por dia e hora, {month} (horário de Brasília)',
  },
  cell: {
    id: 'coverage.cell',
    defaultMessage: '{date} {hour}: {matched} de {consumed} MWh cobertos ({share} %)',
  },
  cellNone: { id: 'coverage.cellNone', defaultMessage: '{date} {hour}: sem consumo' },
  dayTotal: { id: 'coverage.dayTotal', defaultMessage: 'Cobertura do dia' },
  legend: { id: 'coverage.legend', defaultMessage: 'Legenda (parcela coberta da hora)' },
  legendNone: { id: 'coverage.legendNone', defaultMessage: 'Sem consumo' },
  legendUncovered: { id: 'coverage.legendUncovered', defaultMessage: 'Nada coberto' },
  legendBand: { id: 'coverage.legendBand', defaultMessage: 'até {value} %' },
  monthSummary: {
    id: 'coverage.monthSummary',
    defaultMessage: '{month}: {matched} de {consumed} MWh cobertos hora a hora ({share} %)',
  },
  statements: { id: 'coverage.statements', defaultMessage: 'Declarações que cobriram o consumo' },
  code: { id: 'coverage.code', defaultMessage: 'Código de verificação' },
  statementMatched: { id: 'coverage.statementMatched', defaultMessage: 'Coberto (MWh)' },
  verify: { id: 'coverage.verify', defaultMessage: 'Verificar a declaração {code}' },
  noStatements: { id: 'coverage.noStatements', defaultMessage: 'Nenhuma declaração cobriu consumo em {year}.' },
  download: { id: 'coverage.download', defaultMessage: 'Baixar relatório Escopo 2' },
  downloadAs: { id: 'coverage.downloadAs', defaultMessage: 'Relatório Escopo 2 em {format}' },
  downloadFailed: { id: 'coverage.downloadFailed', defaultMessage: 'Não foi possível baixar o relatório Escopo 2' },
});

import { type CatalogueEntry, entry } from './entry';

// Hourly (granular) certificates' refusals (ADR 0091): the server sends the code, the web shows this.
export const HOURLY_MESSAGES = {
  HOURLY_MOVE_BY_HOURS: entry(
    'errors.hourly.moveByHours',
    'Certificados horários são movidos por faixa de horas, não como volume mensal',
  ),
  // A 24/7 matching's confirmation with nothing to retire (ADR 0105).
  NOTHING_MATCHED: entry(
    'errors.hourly.nothingMatched',
    'Nenhum certificado horário do período corresponde ao consumo do beneficiário.',
  ),
  HOURLY_NOT_AVAILABLE: entry(
    'errors.hourly.notAvailable',
    'Emissão horária só é possível para um mês encerrado cuja geração veio do arquivo horário da CCEE',
  ),
} as const satisfies Record<string, CatalogueEntry>;

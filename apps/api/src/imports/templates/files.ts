import { hourlyConsumptionCsv, hourlyTemplate, mappingTemplate } from './csv';
import { lastClosedMonth } from './examples';
import { consumptionTemplate, exchangeTemplate, generationTemplate, hourlyConsumptionTemplate } from './workbooks';

// GET /imports/templates/{kind}: each import's template as the file its screen accepts.

export const TEMPLATE_KINDS = [
  'generation',
  'exchange',
  'beneficiary_consumption',
  'ccee_share_mappings',
  'ccee_hourly',
  'beneficiary_hourly_consumption',
  'beneficiary_hourly_consumption_csv',
] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export interface ImportTemplate {
  filename: string;
  contentType: string;
  body: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv; charset=utf-8';

/** The template of an import kind, its example row in the last closed month. */
export async function importTemplate(kind: TemplateKind, now: Date = new Date()): Promise<ImportTemplate> {
  const m = lastClosedMonth(now);
  switch (kind) {
    case 'generation':
      return { filename: 'modelo-geracao.xlsx', contentType: XLSX, body: await generationTemplate(m) };
    case 'exchange':
      return { filename: 'modelo-cambio.xlsx', contentType: XLSX, body: await exchangeTemplate(m) };
    case 'beneficiary_consumption':
      return { filename: 'modelo-consumo-beneficiarios.xlsx', contentType: XLSX, body: await consumptionTemplate(m) };
    case 'ccee_share_mappings':
      return { filename: 'modelo-mapeamento-parcelas.csv', contentType: CSV, body: mappingTemplate() };
    case 'ccee_hourly':
      return { filename: 'modelo-geracao-horaria-ccee.csv', contentType: CSV, body: hourlyTemplate(m) };
    case 'beneficiary_hourly_consumption':
      return { filename: 'modelo-consumo-horario.xlsx', contentType: XLSX, body: await hourlyConsumptionTemplate(m) };
    case 'beneficiary_hourly_consumption_csv':
      return { filename: 'modelo-consumo-horario.csv', contentType: CSV, body: hourlyConsumptionCsv(m) };
  }
}

import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { ColumnSpec } from './workbook';

// The columns of a CCEE generation workbook: the label each is named by, and the header variants
// that are read as it.

export type GenKey = 'ceg' | 'month' | 'year' | 'period' | 'average_mw' | 'hours' | 'accounted' | 'total';

/** The columns of a CCEE generation workbook (ADR 0009). */
export const GENERATION_COLUMNS: readonly ColumnSpec<GenKey>[] = [
  {
    key: 'ceg',
    label: 'CEG',
    aliases: ['ceg', 'codigo ceg', 'cod ceg', 'codceg', 'codeceg', 'ceg do empreendimento'],
    required: true,
  },
  {
    key: 'month',
    label: serverText(SERVER_TEXTS.mes),
    aliases: ['mes', 'mes referencia', 'mes de referencia', 'month'],
    required: false,
  },
  { key: 'year', label: 'Ano', aliases: ['ano', 'ano referencia', 'ano de referencia', 'year'], required: false },
  {
    key: 'period',
    label: serverText(SERVER_TEXTS.periodo),
    aliases: ['periodo', 'mes ano', 'competencia', 'referencia'],
    required: false,
  },
  {
    key: 'average_mw',
    label: serverText(SERVER_TEXTS.mwMedios),
    aliases: ['mw medios', 'mw medio', 'mwmed', 'mw med', 'mwm', 'media mw', 'average mw'],
    required: false,
  },
  {
    key: 'hours',
    label: 'Horas',
    aliases: ['horas', 'horas no mes', 'horas do mes', 'hours', 'hours in month'],
    required: false,
  },
  {
    key: 'accounted',
    label: 'MWh contabilizados',
    aliases: [
      'mwh contabilizados',
      'mwh contabilizado',
      'energia contabilizada',
      'energia contabilizada mwh',
      'accounted mwh',
    ],
    required: false,
  },
  { key: 'total', label: 'Total', aliases: ['total', 'total mwh', 'mwh total', 'total de mwh'], required: false },
];

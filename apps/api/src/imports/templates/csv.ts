import { SERVER_TEXTS, serverText } from '@rec/domain';
import { MAPPING_OPTIONAL, MAPPING_REQUIRED } from '../../resources/ccee/mapping-file';
import { type Column, OPTIONAL, REQUIRED } from '../ccee-hourly/header';
import { HOURLY_CONSUMPTION_COLUMNS, type HourKey } from '../hourly-consumption/columns';
import { instantsOf, isoUtc } from '../hourly-consumption/time';
import { type ClosedMonth, EXAMPLE_BENEFICIARY, EXAMPLE_CEG, EXAMPLE_SHARE } from './examples';

// The .csv templates, in CCEE's own shape (`;` delimiter, comma decimals, DD/MM/AAAA days): the
// header from the column lists the readers require and accept, one example line.

type MappingColumn = (typeof MAPPING_REQUIRED)[number] | (typeof MAPPING_OPTIONAL)[number];

const csv = (columns: readonly string[], values: Readonly<Record<string, string>>): Buffer =>
  Buffer.from(`${columns.join(';')}\r\n${columns.map((c) => values[c] ?? '').join(';')}\r\n`, 'utf8');

/** The share-mapping file: which plant (CEG) each CCEE share code is. */
export function mappingTemplate(): Buffer {
  const example: Record<MappingColumn, string> = {
    CODIGO_PARCELA_USINA: EXAMPLE_SHARE.code,
    CEG: EXAMPLE_CEG,
    SIGLA_USINA: EXAMPLE_SHARE.name,
  };
  return csv([...MAPPING_REQUIRED, ...MAPPING_OPTIONAL], example);
}

const two = (n: number) => String(n).padStart(2, '0');

/** CCEE's hourly file reduced to the columns the import reads: the month's first hour of one share. */
export function hourlyTemplate(m: ClosedMonth): Buffer {
  const example: Record<Column, string> = {
    MES_REFERENCIA: `${two(m.month)}/${m.year}`,
    DATA: `01/${two(m.month)}/${m.year}`,
    PERIODO_COMERCIALIZACAO: '1',
    CODIGO_PARCELA_USINA: EXAMPLE_SHARE.code,
    SIGLA_USINA: EXAMPLE_SHARE.name,
    SUBMERCADO: 'SUL',
    GERACAO_CENTRO_GRAVIDADE: '1,250',
    FATOR_PERDA_INTERNA: '0,985',
    FATOR_RATEIO_PERDA_GERACAO: '1,012',
  };
  // CCEE's order: the month and hour first, then the share, then the measures.
  const order: readonly Column[] = [
    'MES_REFERENCIA',
    'DATA',
    'PERIODO_COMERCIALIZACAO',
    'CODIGO_PARCELA_USINA',
    'SIGLA_USINA',
    'SUBMERCADO',
    ...REQUIRED.filter((c) => c.startsWith('GERACAO') || c.startsWith('FATOR')),
  ];
  const rest = [...REQUIRED, ...OPTIONAL].filter((c) => !order.includes(c));
  return csv([...order, ...rest], example);
}

/**
 * The hourly-consumption file with the hour in UTC and the quantity in Wh (the workbook template
 * shows Brasília time and MWh): the last closed month's first hour, 00:00 in Brasília.
 */
export function hourlyConsumptionCsv(m: ClosedMonth): Buffer {
  const start = instantsOf(Date.UTC(m.year, m.month - 1, 1))[0] ?? Date.UTC(m.year, m.month - 1, 1, 3);
  const labels = (keys: readonly HourKey[]) =>
    keys.map((k) => HOURLY_CONSUMPTION_COLUMNS.find((c) => c.key === k)?.label ?? k);
  const keys = ['code', 'utc', 'wh', 'submarket', 'tier'] as const;
  const example: Record<(typeof keys)[number], string> = {
    code: EXAMPLE_BENEFICIARY,
    utc: isoUtc(start).replace('T', ' ').replace('Z', ''),
    wh: '1250000',
    submarket: 'SUL',
    tier: serverText(SERVER_TEXTS.nivelMedicao),
  };
  return csv(
    labels(keys),
    Object.fromEntries(labels(keys).map((l, i) => [l, example[keys[i] as (typeof keys)[number]]])),
  );
}

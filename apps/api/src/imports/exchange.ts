import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { registryToday } from '@rec/domain/emission-periods';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { CellError, date, decimal, text } from './cells';
import { CellErrors, OpenPeriods, type RowErrorCode } from './problems';
import { type BatchMeta, createBatch, type Preview, type PreviewRow, registeredCodes, stagePreview } from './store';
import { type ColumnSpec, type Columns, readSheet } from './workbook';

// Exchange-rate previews: one rate per currency pair and date. The only row code is
// GENERATION_ALREADY_SUBMITTED ("already registered"): the pair and date exist in `exchanges`, or
// appear more than once in the file. Unreadable cells refuse the file (422).

type Key = 'from' | 'to' | 'rate' | 'date';

export const EXCHANGE_COLUMNS: readonly ColumnSpec<Key>[] = [
  {
    key: 'from',
    label: 'Moeda origem',
    aliases: ['moeda origem', 'moeda de origem', 'origem', 'source currency'],
    required: true,
  },
  {
    key: 'to',
    label: 'Moeda destino',
    aliases: ['moeda destino', 'moeda de destino', 'destino', 'destination currency'],
    required: true,
  },
  {
    key: 'rate',
    label: serverText(SERVER_TEXTS.cotacao),
    aliases: ['cotacao', 'taxa', 'taxa de cambio', 'cambio', 'rate'],
    required: true,
  },
  { key: 'date', label: 'Data', aliases: ['data', 'data da cotacao', 'date'], required: true },
];

export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
type Currency = (typeof CURRENCIES)[number];

interface ExchangeRecord {
  line: number;
  from: Currency;
  to: Currency;
  rate: string;
  date: string;
}

/** Rates are `Rate` in the contract: up to 9 integer digits and 6 decimals, above zero. */
const RATE = /^\d{1,9}\.\d{6}$/;

function currencyOf(v: unknown): Currency | undefined {
  const code = text(v)?.toUpperCase();
  if (!code) return undefined;
  const hit = CURRENCIES.find((c) => c === code);
  if (!hit)
    throw new CellError(serverText(SERVER_TEXTS.moedaNaoAceitaUse, { code, CURRENCIES: CURRENCIES.join(', ') }));
  return hit;
}

async function readExchanges(data: Buffer, today: string, signal?: AbortSignal): Promise<ExchangeRecord[]> {
  const errors = new CellErrors();
  // A rate is known once its day has begun (PTAX is published during the day): a later date is refused.
  const open = new OpenPeriods(today);
  const out: ExchangeRecord[] = [];
  const currency = (line: number, column: string, v: unknown): Currency | undefined =>
    errors.read(line, column, currencyOf, v);
  let at = {} as Columns<Key>;
  const rows = readSheet(data, EXCHANGE_COLUMNS, { onHeader: (found) => (at = found), signal });
  for await (const batch of rows)
    for (const { line, values } of batch) {
      const from = currency(line, 'Moeda origem', values[at.from]);
      const to = currency(line, 'Moeda destino', values[at.to]);
      const rate = errors.read(line, serverText(SERVER_TEXTS.cotacao), decimal, values[at.rate]);
      const day = errors.read(line, 'Data', date, values[at.date]);
      if (rate !== undefined && (!RATE.test(rate) || /^0+\.0+$/.test(rate)))
        errors.add(line, serverText(SERVER_TEXTS.cotacao), serverText(SERVER_TEXTS.cotacaoDeveSerMaiorZero));
      if (from && to && from === to)
        errors.add(line, 'Moeda destino', serverText(SERVER_TEXTS.moedasOrigemDestinoSaoIguais));
      for (const [v, label] of [
        [from, 'Moeda origem'],
        [to, 'Moeda destino'],
        [rate, serverText(SERVER_TEXTS.cotacao)],
        [day, 'Data'],
      ] as const)
        if (v === undefined && !errors.has(line))
          errors.add(line, label, serverText(VALIDATION_MESSAGES.required), 'required');
      if (errors.full) break;
      if (errors.has(line) || !from || !to || !rate || !day) continue;
      open.day(line, day, 'Data', true);
      out.push({ line, from, to, rate, date: day });
    }
  errors.check();
  open.check();
  return out;
}

/** `signal`: the client went away; the read stops and nothing is written. `today`: the registry's day. */
export async function previewExchange(
  db: Kysely<DB>,
  meta: BatchMeta,
  data: Buffer,
  signal?: AbortSignal,
  today = registryToday(),
): Promise<Preview> {
  const records = await readExchanges(data, today, signal);
  const importId = await createBatch(db, meta);
  const keys = records.map((r) => ({ f: r.from, t: r.to, d: r.date }));
  const existing = await sql<{ k: string }>`
    SELECT DISTINCT e.source_currency::text || '/' || e.destination_currency::text || '@' || e.date::text AS k
    FROM json_to_recordset(${JSON.stringify(keys)}::json) AS q(f text, t text, d date)
    JOIN exchanges e ON e.source_currency::text = q.f AND e.destination_currency::text = q.t AND e.date = q.d`.execute(
    db,
  );
  const keyOf = (r: ExchangeRecord) => `${r.from}/${r.to}@${r.date}`;
  const codes = registeredCodes(records, keyOf, new Set(existing.rows.map((r) => r.k)));
  const rows: PreviewRow[] = records.map((r, i) => ({
    line: r.line,
    codeCEG: `${r.from}/${r.to}`,
    business_id: null,
    business_name: null,
    registrant_name: null,
    month: Number(r.date.slice(5, 7)),
    year: Number(r.date.slice(0, 4)),
    total: r.rate,
    errors: codes[i] as RowErrorCode[],
  }));
  return stagePreview(
    db,
    importId,
    meta,
    rows,
    records.map((r, i) => ({
      line: r.line,
      subject: `${r.from}/${r.to}`,
      currency_from: r.from,
      currency_to: r.to,
      month: Number(r.date.slice(5, 7)),
      year: Number(r.date.slice(0, 4)),
      date_start: r.date,
      total: r.rate,
      errors: [...(codes[i] as RowErrorCode[])],
    })),
  );
}

import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import { text } from '../cells';
import { type CellErrors, ImportProblem } from '../problems';
import { type Columns, readSheet } from '../workbook';
import { hourCell, mwhCell, whCell } from './cells';
import { type Submarket, submarketCell, type Tier, tierCell } from './codes';
import { HOURLY_CONSUMPTION_COLUMNS as COLUMNS, type HourKey } from './columns';
import { readCsv } from './csv';
import { HOUR, instantsOf, wallAt } from './time';

// The lines of an hourly-consumption file as exact records: each hour an instant (UTC ms), Wh a
// bigint. Every line's problems are collected (CellErrors: one 422 naming each line and column);
// nothing is looked up in the database here.

export interface HourRecord {
  line: number;
  code: string;
  instant: number;
  wh: bigint;
  submarket: Submarket;
  tier: Tier;
  /** The clock the file's header named: the preview shows the hour as the file wrote it. */
  clock: 'utc' | 'local';
}

export interface ReadContext {
  /** `YYYY` or `YYYY-MM` on Brasília's calendar; hours outside it are refused. */
  period?: string;
  /** Now (ms): an hour that has not ended by then is refused. */
  now: number;
  signal?: AbortSignal;
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const label = (key: HourKey) => COLUMNS.find((c) => c.key === key)?.label ?? key;

function rowsOf(data: Buffer, onHeader: (at: Columns<HourKey>) => void, signal?: AbortSignal) {
  return data.subarray(0, 4).equals(ZIP)
    ? readSheet(data, COLUMNS, { onHeader, signal })
    : readCsv(data, COLUMNS, { onHeader, signal });
}

function checkHeader(at: Columns<HourKey>) {
  if (at.utc >= 0 === at.local >= 0)
    throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.umaColunaHora));
  if (at.wh >= 0 === at.mwh >= 0)
    throw new ImportProblem('VALIDATION_FAILED', serverText(SERVER_TEXTS.umaColunaConsumo));
}

export async function readHours(data: Buffer, errors: CellErrors, ctx: ReadContext): Promise<HourRecord[]> {
  let at = {} as Columns<HourKey>;
  const out: HourRecord[] = [];
  const seen = new Map<string, number>();
  // A Brasília-time hour the clocks repeated: how often each beneficiary's file named it.
  const repeated = new Map<string, number>();
  const rows = rowsOf(
    data,
    (found) => {
      checkHeader(found);
      at = found;
    },
    ctx.signal,
  );
  for await (const batch of rows) {
    ctx.signal?.throwIfAborted();
    for (const { line, values } of batch) {
      const local = at.local >= 0;
      const hourLabel = label(local ? 'local' : 'utc');
      const unitKey: HourKey = at.wh >= 0 ? 'wh' : 'mwh';
      const code = errors.read(line, label('code'), text, values[at.code]);
      const hour = errors.read(line, hourLabel, hourCell, values[local ? at.local : at.utc]);
      const wh = errors.read(line, label(unitKey), unitKey === 'wh' ? whCell : mwhCell, values[at[unitKey]]);
      const submarket = errors.read(line, label('submarket'), submarketCell, values[at.submarket]);
      const tier = errors.read(line, label('tier'), tierCell, values[at.tier]);
      for (const [v, key] of [
        [code, 'code'],
        [hour, local ? 'local' : 'utc'],
        [wh, unitKey],
        [submarket, 'submarket'],
        [tier, 'tier'],
      ] as const)
        if (v === undefined && !errors.has(line))
          errors.add(line, label(key), serverText(VALIDATION_MESSAGES.required), 'required');
      if (errors.full) return out;
      if (errors.has(line) || !code || !hour || wh === undefined || !submarket || !tier) continue;
      let instant: number;
      if (hour.offset !== undefined || !local) instant = hour.wall - (hour.offset ?? 0);
      else {
        const candidates = instantsOf(hour.wall);
        const k = `${code}@${hour.wall}`;
        const n = repeated.get(k) ?? 0;
        repeated.set(k, n + 1);
        // The repeated hour: its first line is the earlier (daylight-saving) instant, its second the later.
        const picked = candidates.length > 1 ? candidates[n] : candidates[0];
        if (!candidates.length) {
          errors.add(line, hourLabel, serverText(SERVER_TEXTS.horaInexistente, { value: hour.text }));
          continue;
        }
        if (picked === undefined) {
          errors.add(line, hourLabel, serverText(SERVER_TEXTS.horaAmbiguaRepetida, { value: hour.text, code }));
          continue;
        }
        instant = picked;
      }
      const localDay = new Date(wallAt(instant)).toISOString();
      if (ctx.period && !localDay.startsWith(ctx.period)) {
        errors.add(line, hourLabel, serverText(SERVER_TEXTS.horaForaPeriodo, { period: ctx.period, value: hour.text }));
        continue;
      }
      if (instant + HOUR > ctx.now) {
        errors.add(line, hourLabel, serverText(SERVER_TEXTS.horaNaoEncerrada, { value: hour.text }));
        continue;
      }
      const key = `${code}@${instant}`;
      const first = seen.get(key);
      if (first !== undefined) {
        errors.add(line, hourLabel, serverText(SERVER_TEXTS.horaRepetida, { code, line: first }));
        continue;
      }
      seen.set(key, line);
      out.push({ line, code, instant, wh, submarket, tier, clock: local ? 'local' : 'utc' });
    }
  }
  return out;
}

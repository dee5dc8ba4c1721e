import {
  type FieldDef,
  formatDocument,
  loadAllResources,
  REPORTS,
  type ReportColumn,
  SERVER_TEXTS,
  serverText,
} from '@rec/domain';
import type { ColumnKind, ExportColumn } from './columns';

// What a reader sees in an export is what the screen shows (issue 36 item 9, ADR 0087): an
// option's label rather than its code, Sim/Não, masked CNPJ/CPF, MM/YYYY periods and Brasília
// times. The labels are the domain catalogue's Portuguese texts: the API holds no other locale
// (the headers alone come translated, from the reader's own screen).

/** The registry's time zone: date-times are written as its wall clock. */
export const REGISTRY_TIME_ZONE = 'America/Sao_Paulo';

export const YES = 'Sim';
export const NO = serverText(SERVER_TEXTS.nao);

const ptOptions = (options: FieldDef['options']): ReadonlyMap<string, string> | undefined =>
  options?.length ? new Map(options.map((o) => [o.value, o.label.defaultMessage ?? o.value])) : undefined;

// A column the contract calls text but the screen shows another way.
const KIND_OF_FIELD: Partial<Record<FieldDef['type'], ColumnKind>> = {
  period: 'period',
  cnpj: 'document',
  phone: 'phone',
  choice: 'enum',
};

// Codes named so in any list or report (a participant's document is a CNPJ or a CPF).
const DOCUMENT_KEYS = /(^|_)(cnpj|cpf|document|documento)$/i;

function presented(c: ExportColumn, type: FieldDef['type'] | undefined, options: FieldDef['options']): ExportColumn {
  const opts = ptOptions(options);
  if (opts && c.kind === 'text') return { ...c, kind: 'enum', options: opts };
  const kind = type ? KIND_OF_FIELD[type] : undefined;
  if (kind && kind !== 'enum' && c.kind === 'text') return { ...c, kind };
  if (c.kind === 'text' && DOCUMENT_KEYS.test(c.key)) return { ...c, kind: 'document' };
  return c;
}

let byList: Map<string, readonly FieldDef[]> | undefined;

/** The domain's fields of the resource whose list is this operation. */
function fieldsOfList(operationId: string): readonly FieldDef[] {
  if (!byList) {
    byList = new Map();
    for (const def of Object.values(loadAllResources()))
      if (def.operations.list && !byList.has(def.operations.list.id)) byList.set(def.operations.list.id, def.fields);
  }
  return byList.get(operationId) ?? [];
}

let keyed: Map<string, FieldDef['options']> | undefined;

/**
 * The options the catalogue gives a column key anywhere (resources, then reports): for a list with
 * no resource of its own (GET /users holds every role, which only the people report lists whole).
 */
function optionsOfKey(key: string): FieldDef['options'] {
  if (!keyed) {
    keyed = new Map();
    const add = (k: string, options: FieldDef['options']) => {
      if (!options?.length) return;
      const known = keyed?.get(k) ?? [];
      keyed?.set(k, [...known, ...options.filter((o) => !known.some((x) => x.value === o.value))]);
    };
    for (const def of Object.values(loadAllResources())) for (const f of def.fields) add(f.name, f.options);
    for (const report of Object.values(REPORTS)) for (const c of report.columns) add(c.key, c.options);
  }
  return keyed.get(key);
}

/** A list's columns as its screen shows them (the domain's field types and option labels). */
export function presentListColumns(operationId: string, columns: readonly ExportColumn[]): ExportColumn[] {
  const fields = fieldsOfList(operationId);
  return columns.map((c) => {
    const f = fields.find((x) => x.name === c.key);
    return presented(c, f?.type, f ? f.options : fields.length ? undefined : optionsOfKey(c.key));
  });
}

/** A report's column as its screen shows it. */
export const presentReportColumn = (c: ExportColumn, decl: ReportColumn): ExportColumn =>
  presented(c, decl.format === 'period' ? 'period' : undefined, decl.options);

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: REGISTRY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR = 3_600_000;
// The zone's offset by hour of the instant: it changes only on the hour (Brasília's past summer
// times), and one lookup per hour keeps a 100k-row export from formatting every cell's parts.
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const at = new Date(hour * HOUR);
    const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
    const wall = Date.UTC(
      Number(p.year),
      Number(p.month) - 1,
      Number(p.day),
      Number(p.hour),
      Number(p.minute),
      Number(p.second),
    );
    offset = wall - at.getTime();
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * The instant as Brasília's wall clock, in a Date whose UTC fields hold it: an Excel date has no
 * zone, and exceljs writes a Date's UTC fields.
 */
export const registryWallClock = (instant: Date): Date => new Date(instant.getTime() + offsetAt(instant.getTime()));

/** 14 digits as the Receita writes a CNPJ, 11 as a CPF; anything else as it is (the domain's rule). */
export const maskDocument = formatDocument;

/** A YYYY-MM period as the first day of its month (shown MM/YYYY), undefined when not one. */
export function periodDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)) : undefined;
}

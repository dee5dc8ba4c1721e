import { SERVER_TEXTS, serverText } from '@rec/domain';
import { loadContract } from '../../http/contract';
import { unprocessable } from '../../http/errors';

// The columns of an export come from the contract: the list operation's row schema says which
// fields exist and which are exact decimals (Mwh, Rate, Money), dates or numbers.

export type ColumnKind =
  | 'mwh'
  | 'rate'
  | 'money'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'text'
  // Kinds of the screen, not of the contract (presentation.ts): a YYYY-MM period, a CNPJ or CPF, an option.
  | 'period'
  | 'document'
  | 'phone'
  | 'enum';

export interface ExportColumn {
  key: string;
  kind: ColumnKind;
  /** The header the reader asked for (translated by the client); the key otherwise. */
  label?: string;
  /** For kind `enum`: each code's label as the screen shows it. */
  options?: ReadonlyMap<string, string>;
}

type Json = Record<string, unknown>;

const DECIMALS: Record<string, ColumnKind> = { Mwh: 'mwh', Rate: 'rate', Money: 'money' };

let named: Map<string, Json> | undefined;
let responses: Map<string, Json | undefined> | undefined;
let queries: Map<string, Json | undefined> | undefined;

function contract() {
  if (!named || !responses || !queries) {
    const c = loadContract();
    named = new Map(c.schemas.map((s) => [String(s.$id), s]));
    responses = new Map(c.operations.map((o) => [o.operationId, o.responseSchema]));
    queries = new Map(c.operations.map((o) => [o.operationId, o.querySchema]));
  }
  return { named, responses, queries };
}

const refName = (s: Json) => (typeof s.$ref === 'string' ? s.$ref.replace(/#$/, '') : undefined);

function deref(s: Json): Json {
  const name = refName(s);
  return name ? deref(contract().named.get(name) ?? {}) : s;
}

/** The kind of a property's schema; undefined for arrays and objects (not exported). */
function kindOf(schema: Json): ColumnKind | undefined {
  const name = refName(schema);
  if (name && DECIMALS[name]) return DECIMALS[name];
  if (name) return kindOf(deref(schema));
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[key] as Json[] | undefined;
    if (list) {
      for (const part of list) {
        const k = kindOf(part);
        if (k) return k;
      }
      return undefined;
    }
  }
  const types = ([] as unknown[]).concat(schema.type ?? []).filter((t) => t !== 'null');
  const type = types[0];
  if (type === 'string') return schema.format === 'date' ? 'date' : schema.format === 'date-time' ? 'datetime' : 'text';
  if (type === 'integer') return 'integer';
  if (type === 'number') return 'number';
  if (type === 'boolean') return 'boolean';
  if (type === undefined && schema.enum) return 'text';
  return undefined;
}

function properties(schema: Json): [string, Json][] {
  const s = deref(schema);
  const own = Object.entries((s.properties ?? {}) as Record<string, Json>);
  const parts = ((s.allOf ?? []) as Json[]).flatMap(properties);
  const seen = new Set<string>();
  // Put `id` first, then the schema's order; the first definition of a name wins.
  return [...parts, ...own]
    .filter(([k]) => !seen.has(k) && seen.add(k))
    .sort(([a], [b]) => (a === 'id' ? -1 : b === 'id' ? 1 : 0));
}

/** The exportable columns of a list operation's rows (`{ data: [...] }` or a bare array). */
export function listColumns(operationId: string): ExportColumn[] {
  const response = contract().responses.get(operationId);
  if (!response) return [];
  const r = deref(response);
  const items = r.type === 'array' ? r.items : ((r.properties as Json | undefined)?.data as Json | undefined)?.items;
  if (!items) return [];
  const out: ExportColumn[] = [];
  for (const [key, schema] of properties(items as Json)) {
    const kind = kindOf(schema);
    if (kind) out.push({ key, kind });
  }
  return out;
}

const NOT_FILTERS = new Set(['page', 'amount', 'search', 'sort', 'order']);

/**
 * The list's own filters an export may pass on: query parameters of the list operation other than
 * paging, search and sort, typed as the operation declares them (an unknown one is refused).
 */
export function listFilters(
  operationId: string,
  asked: Record<string, string | number | boolean> | undefined,
): Record<string, string | number | boolean> {
  const props = (contract().queries.get(operationId)?.properties ?? {}) as Record<string, Json>;
  const out: Record<string, string | number | boolean> = {};
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(asked ?? {})) {
    const schema = props[key];
    if (!schema || NOT_FILTERS.has(key)) unknown.push(key);
    else out[key] = kindOf(schema) === 'integer' && typeof value === 'string' ? Number(value) : value;
  }
  if (unknown.length)
    throw unprocessable(
      'VALIDATION_FAILED',
      serverText(SERVER_TEXTS.filtrosInexistentesNestaLista),
      unknown.map((k) => ({
        field: 'filters',
        code: 'unknown_filter',
        message: serverText(SERVER_TEXTS.filtroInexistente, { key: k }),
      })),
    );
  return out;
}

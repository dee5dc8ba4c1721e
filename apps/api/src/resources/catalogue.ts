import { CATALOGUE_NOT_FOUND, GENERIC_MESSAGES, ptText, type ResourceDef, type ResourceName } from '@rec/domain';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError, raise } from '../http/errors';
import { listPage } from '../http/list';
import type { Handlers, OperationId } from '../http/types';
import { touched } from './crud';
import { searchableFor, sortableFor } from './list-columns';

// biome-ignore lint/suspicious/noExplicitAny: a catalogue's table and view are chosen at run time
type AnyQuery = SelectQueryBuilder<any, any, any>;
type Row = Record<string, unknown>;

/** How a plain catalogue is stored; everything else comes from its definition (ADR 0095). */
export interface CatalogueSpec {
  def: ResourceDef;
  table: keyof DB & ResourceName;
  /** The answered row when it shows more than the table (a joined name), aliased as `alias`. */
  view?: { from: (db: Kysely<DB>) => AnyQuery; alias: string; columns: Readonly<Record<string, string>> };
  /** Columns naming another catalogue's row: an unknown id answers 422 on that field. */
  refs?: Readonly<Record<string, keyof DB & ResourceName>>;
  /** List query parameters that filter by equality on the column of the same name. */
  filters?: readonly string[];
}

const notFound = (name: ResourceName) =>
  new HttpError(404, 'NOT_FOUND', ptText(CATALOGUE_NOT_FOUND[name] ?? GENERIC_MESSAGES.notFound));

/** The body's values for the definition's fields (a body's other keys are never written). */
function valuesOf(def: ResourceDef, body: Row): Row {
  const fields = new Set(def.fields.map((f) => f.name));
  return Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && fields.has(k)));
}

export function catalogueHandlers(spec: CatalogueSpec): Handlers {
  const { def, table, view, refs = {}, filters = [] } = spec;
  const ops = def.operations;
  const col = (field: string) => view?.columns[field] ?? (view ? `${view.alias}.${field}` : field);
  const read = (db: Kysely<DB>): AnyQuery => view?.from(db) ?? db.selectFrom(table).selectAll();
  const find = async (db: Kysely<DB>, id: unknown): Promise<Row> => {
    const row = await read(db)
      .where(sql.ref(col('id')), '=', id)
      .executeTakeFirst();
    if (!row) throw notFound(def.name);
    return row;
  };
  const checkRefs = async (db: Kysely<DB>, values: Row) => {
    for (const [field, target] of Object.entries(refs)) {
      if (values[field] === undefined) continue;
      const hit = await db.selectFrom(target).select('id').where('id', '=', Number(values[field])).executeTakeFirst();
      if (!hit)
        throw raise('VALIDATION_FAILED', {
          status: 422,
          fields: [
            { field, code: 'not_found', message: ptText(CATALOGUE_NOT_FOUND[target] ?? GENERIC_MESSAGES.notFound) },
          ],
        });
    }
  };
  // biome-ignore lint/suspicious/noExplicitAny: each handler's context is its operation's, built from data
  const handlers: Record<string, (ctx: any) => Promise<unknown>> = {};
  if (ops.list)
    handlers[ops.list.id] = ({ db, query }) => {
      let q = read(db);
      for (const f of filters) if (query[f]) q = q.where(sql.ref(col(f)), '=', query[f]);
      const list = ops.list?.id as OperationId;
      return listPage(q, query, { searchable: searchableFor(list).map(col), sortable: sortableFor(list) });
    };
  if (ops.show) handlers[ops.show.id] = ({ db, params }) => find(db, params.id);
  if (ops.create)
    handlers[ops.create.id] = async ({ db, body }) => {
      const values = valuesOf(def, body);
      await checkRefs(db, values);
      const row = await db.insertInto(table).values(values).returning('id').executeTakeFirstOrThrow();
      return find(db, row.id);
    };
  if (ops.edit)
    handlers[ops.edit.id] = async ({ db, params, body }) => {
      await find(db, params.id);
      const values = valuesOf(def, body);
      await checkRefs(db, values);
      await db
        .updateTable(table)
        .set({ ...values, ...touched() })
        .where('id', '=', params.id)
        .execute();
      return find(db, params.id);
    };
  if (ops.delete)
    handlers[ops.delete.id] = async ({ db, params }) => {
      // A row another table uses is protected by its foreign key: 409 REFERENCE_CONFLICT.
      const r = await db.deleteFrom(table).where('id', '=', params.id).executeTakeFirst();
      if (!r.numDeletedRows) throw notFound(def.name);
      return undefined;
    };
  return handlers as Handlers;
}

import { RESOURCES, type ResourceDef } from '@rec/domain';
import type { Handlers } from '../http/types';
import { type CatalogueSpec, catalogueHandlers } from './catalogue';

type Extras = Omit<CatalogueSpec, 'def' | 'table'>;

/**
 * What a plain catalogue's definition cannot say: a technology answers with its source's name,
 * names an existing source and filters by it. The others are their definition alone.
 */
const EXTRAS: Readonly<Record<string, Extras>> = {
  technologies: {
    view: {
      from: (db) =>
        db
          .selectFrom('technologies as t')
          .leftJoin('sources as s', 's.id', 't.source_id')
          .selectAll('t')
          .select('s.name as source_name'),
      alias: 't',
      columns: { source_name: 's.name' },
    },
    refs: { source_id: 'sources' },
    filters: ['source_id'],
  },
};

/** The catalogues' table, as the definition names it; kysely checks the name at the first query. */
const tableOf = (def: ResourceDef & { catalogue: { table: string } }) => def.catalogue.table as CatalogueSpec['table'];

/**
 * The plain catalogues: every definition that names a `catalogue` table is served here, its five
 * operations from the definition (ADR 0095); a new one needs no line in the API.
 */
export const cataloguesHandlers: Handlers = Object.assign(
  {},
  ...Object.values(RESOURCES)
    .filter((def): def is ResourceDef & { catalogue: { table: string } } => def.catalogue !== null)
    .map((def) => catalogueHandlers({ def, table: tableOf(def), ...EXTRAS[def.name] })),
);

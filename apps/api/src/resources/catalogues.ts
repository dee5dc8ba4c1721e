import { RESOURCES } from '@rec/domain';
import type { Handlers } from '../http/types';
import { catalogueHandlers } from './catalogue';

/**
 * The plain catalogues: list, show, create, edit and delete over one table, all from their
 * definitions (ADR 0095). A technology answers with its source's name and names an existing source.
 */
const { configs, countries, sources, technologies } = RESOURCES;

export const cataloguesHandlers: Handlers = {
  ...catalogueHandlers({ def: sources, table: 'sources' }),
  ...catalogueHandlers({ def: countries, table: 'countries' }),
  ...catalogueHandlers({ def: configs, table: 'configs' }),
  ...catalogueHandlers({
    def: technologies,
    table: 'technologies',
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
  }),
};

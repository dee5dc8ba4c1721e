import { defineResource, op } from '../define';
import { bool, text } from '../field';

// Energy sources (powerSupply screens).
export const sources = defineResource('sources', {
  label: 'Fontes de energia',
  title: 'name',
  fields: { name: text('Nome'), code: text('Código'), active: bool('Ativa') },
  operations: {
    list: op('GET', '/sources', 'listSources'),
    show: op('GET', '/sources/{id}', 'getSource'),
    create: op('POST', '/sources', 'createSource'),
    edit: op('PUT', '/sources/{id}', 'updateSource'),
    delete: op('DELETE', '/sources/{id}', 'deleteSource'),
  },
  bodies: { create: 'zCreateSourceBody', edit: 'zUpdateSourceBody' },
  catalogue: { table: 'sources' },
  sortable: ['name', 'code'],
  searchable: ['name', 'code'],
});

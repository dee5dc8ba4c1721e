import { defineResource, op } from '../define';
import { ref, text } from '../field';

// Generation technologies (generationTechnology screens), each under an energy source.
export const technologies = defineResource('technologies', {
  label: 'Tecnologias de geração',
  title: 'name',
  fields: {
    name: text('Nome'),
    code: text('Código'),
    source_id: ref('Fonte de energia', 'sources', { column: false }),
    source_name: text('Fonte de energia'),
  },
  operations: {
    list: op('GET', '/technologies', 'listTechnologies'),
    show: op('GET', '/technologies/{id}', 'getTechnology'),
    create: op('POST', '/technologies', 'createTechnology'),
    edit: op('PUT', '/technologies/{id}', 'updateTechnology'),
    delete: op('DELETE', '/technologies/{id}', 'deleteTechnology'),
  },
  bodies: { create: 'zCreateTechnologyBody', edit: 'zUpdateTechnologyBody' },
  catalogue: { table: 'technologies' },
  sortable: ['name', 'code', 'source_name'],
  searchable: ['name', 'code', 'source_name'],
});

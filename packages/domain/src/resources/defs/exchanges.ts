import { defineResource, op } from '../define';
import { CURRENCY } from '../enums';
import { choice, date, rate } from '../field';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listExchanges'> = {
  source_currency: choice('Moeda de origem', CURRENCY),
  destination_currency: choice('Moeda de destino', CURRENCY),
};

export const exchanges = defineResource('exchanges', {
  label: 'Câmbios',
  fields: {
    date: date('Data'),
    source_currency: choice('Moeda de origem', CURRENCY),
    destination_currency: choice('Moeda de destino', CURRENCY),
    rate: rate('Taxa'),
  },
  operations: {
    list: op('GET', '/exchanges', 'listExchanges'),
    delete: op('DELETE', '/exchanges/{id}', 'deleteExchange'),
    import: op('POST', '/imports/generationexchange', 'uploadExchangeImport'),
    template: op('GET', '/imports/templates/{kind}', 'getImportTemplate'),
    commit: op('POST', '/imports/commit', 'commitImport'),
    commitStatus: op('GET', '/imports/commit/{id}', 'getImportCommit'),
  },
  sortable: ['date', 'source_currency', 'destination_currency', 'rate'],
  filters,
});

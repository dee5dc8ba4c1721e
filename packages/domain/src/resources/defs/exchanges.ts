import { defineResource, op } from '../define';
import { CURRENCY } from '../enums';
import { choice, date, rate } from '../field';

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
  },
});

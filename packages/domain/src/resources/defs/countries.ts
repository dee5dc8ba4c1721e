import { defineResource, op } from '../define';
import { text } from '../field';

export const countries = defineResource('countries', {
  label: 'Países',
  title: 'country',
  fields: { country: text('País'), countryCode: text('Código do país', { example: 'BR' }) },
  operations: {
    list: op('GET', '/countries', 'listCountries'),
    show: op('GET', '/countries/{id}', 'getCountry'),
    create: op('POST', '/countries', 'createCountry'),
    edit: op('PUT', '/countries/{id}', 'updateCountry'),
    delete: op('DELETE', '/countries/{id}', 'deleteCountry'),
  },
  bodies: { create: 'zCreateCountryBody', edit: 'zUpdateCountryBody' },
  catalogue: { table: 'countries' },
  sortable: ['country', 'countryCode'],
  searchable: ['country', 'countryCode'],
});

import { defineResource, op } from '../define';
import { FACTOR_SUBMARKET } from '../enums';
import { choice, integer, rate, text } from '../field';

// Residual-mix emission factors (issue 39 item 4's data, ADR 0103): tCO2e per MWh of a year, for a
// submarket or the whole SIN, with its source; a plain catalogue the admin keeps beside the
// residual-mix list. Scope 2's market-based figure multiplies unmatched MWh by it.
export const residual_mix_factors = defineResource('residual_mix_factors', {
  label: 'Fatores de emissão do mix residual',
  fields: {
    year: integer('Ano', { example: '2024' }),
    submarket: choice('Submercado', FACTOR_SUBMARKET),
    factor: rate('Fator (tCO2e/MWh)', { example: '0,061700' }),
    // A one-line citation (not a long text): the list shows it beside the factor.
    source: text('Fonte'),
  },
  operations: {
    list: op('GET', '/residual_mix_factors', 'listResidualMixFactors'),
    show: op('GET', '/residual_mix_factors/{id}', 'getResidualMixFactor'),
    create: op('POST', '/residual_mix_factors', 'createResidualMixFactor'),
    edit: op('PUT', '/residual_mix_factors/{id}', 'updateResidualMixFactor'),
    delete: op('DELETE', '/residual_mix_factors/{id}', 'deleteResidualMixFactor'),
  },
  bodies: { create: 'zCreateResidualMixFactorBody', edit: 'zUpdateResidualMixFactorBody' },
  catalogue: { table: 'residual_mix_factors' },
  listed: ['year', 'submarket', 'factor', 'source'],
  sortable: ['year', 'submarket', 'factor'],
  searchable: ['source'],
});

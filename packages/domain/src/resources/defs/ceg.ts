import { DATE_RANGES } from '../../validators/date-range';
import { defineResource, op } from '../define';
import { date, mwh, text } from '../field';

// ANEEL CEG codes: type.source.UF.core-dv.version, e.g. UFV.RS.SP.012345-5.01.
export const ceg = defineResource('ceg', {
  label: 'Códigos CEG',
  title: 'code',
  fields: {
    code: text('Código CEG'),
    type_of_generation: text('Tipo de geração', { example: 'UFV' }),
    source: text('Fonte', { example: 'RS' }),
    uf: text('UF', { example: 'SP', input: 'uf' }),
    core: text('Núcleo', { example: '012345' }),
    dv: text('DV', { example: '5' }),
    version: text('Versão', { example: '01' }),
    enterprise_name: text('Nome do empreendimento'),
    power: mwh('Potência'),
    operation_date: date('Data de operação', { dateRange: DATE_RANGES.plantEvent }),
  },
  operations: {
    list: op('GET', '/ceg', 'listCegs'),
    show: op('GET', '/ceg/{id}', 'getCeg'),
    create: op('POST', '/ceg', 'createCeg'),
    edit: op('PUT', '/ceg/{id}', 'updateCeg'),
    delete: op('DELETE', '/ceg/{id}', 'deleteCeg'),
    options: op('GET', '/ceg/list', 'listCegOptions'),
    details: op('GET', '/ceg/details/{id}', 'getCegDetails'),
  },
  bodies: { create: 'zCreateCegBody', edit: 'zUpdateCegBody' },
  sortable: ['code', 'enterprise_name', 'uf', 'type_of_generation', 'operation_date'],
});

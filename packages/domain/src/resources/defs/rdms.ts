import { defineResource, op } from '../define';
import { date, mwh, period, ref, text } from '../field';
import { emissionDeadlineMark } from '../marks';
import type { FiltersOf } from '../screen-types';

const filters: FiltersOf<'listRdms'> = { business_id: ref('Empreendimento', 'businesses') };

// Residual mix: generation of a plant in a month that was never certified. Its deadline is the
// domain's emissionDeadline(period), the same the emission form shows and the server enforces.
export const rdms = defineResource('rdms', {
  label: 'Mix residual',
  // What is left and by when first: on a narrow screen those columns stay in view.
  fields: {
    business_name: text('Empreendimento'),
    period: period('Período'),
    residual_volume: mwh('Residual (MWh)'),
    // Warned when near or past (ADR 0017's deadline, the same function the server uses).
    deadline: date('Prazo de emissão', { allowFuture: true, mark: emissionDeadlineMark }),
    generation_volume: mwh('Geração (MWh)'),
    certified_volume: mwh('Certificado (MWh)'),
    codeCEG: text('Código CEG'),
    source_name: text('Fonte de energia'),
  },
  operations: { list: op('GET', '/rdms', 'listRdms') },
  listed: [
    'business_name',
    'period',
    'residual_volume',
    'deadline',
    'generation_volume',
    'certified_volume',
    'codeCEG',
  ],
  sortable: [
    'period',
    'business_name',
    'codeCEG',
    'source_name',
    'generation_volume',
    'certified_volume',
    'residual_volume',
    'deadline',
  ],
  filters,
});

import { defineResource, op } from '../define';
import { date, mwh, period, text } from '../field';

// Residual mix: generation of a plant in a month that was never certified. Its deadline is the
// domain's emissionDeadline(period), the same the emission form shows and the server enforces.
export const rdms = defineResource('rdms', {
  label: 'Mix residual',
  fields: {
    business_name: text('Empreendimento'),
    codeCEG: text('Código CEG'),
    source_name: text('Fonte de energia'),
    period: period('Período'),
    generation_volume: mwh('Geração (MWh)'),
    certified_volume: mwh('Certificado (MWh)'),
    residual_volume: mwh('Residual (MWh)'),
    deadline: date('Prazo de emissão', { allowFuture: true }),
  },
  operations: { list: op('GET', '/rdms', 'listRdms') },
});

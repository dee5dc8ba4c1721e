import { defineResource, op } from '../define';
import { SCHEME } from '../enums';
import { choice, date, integer, mwh, text } from '../field';

// Read-only: what a participant holds and can still redeem or transfer.
export const certificates = defineResource('certificates', {
  label: 'Certificados disponíveis',
  fields: {
    id: integer('Certificado'),
    business_name: text('Empreendimento gerador'),
    generation_type: text('Tipo de geração'),
    scheme: choice('Padrão', SCHEME),
    account_code: text('Conta'),
    period_start: date('Início do período'),
    period_end: date('Fim do período'),
    volume_received: mwh('Volume recebido (MWh)'),
    volume_available: mwh('Volume disponível (MWh)'),
  },
  operations: { list: op('GET', '/redemptions/get-items', 'listRedemptionItems') },
});

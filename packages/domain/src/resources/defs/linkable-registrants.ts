import { defineResource, op } from '../define';
import { cnpj, integer, text } from '../field';

// The registrants a participant may ask to connect to, as it may see them: name and CNPJ only
// (ADR 0056). Read by the participant's connection form, never a screen of its own.
export const linkable_registrants = defineResource('linkable_registrants', {
  label: 'Registrantes disponíveis',
  title: 'social_reason',
  fields: {
    id: integer('Registrante', { column: false }),
    social_reason: text('Razão social'),
    cnpj: cnpj('CNPJ'),
  },
  operations: {
    list: op('GET', '/participant_registrant/registrants', 'listLinkableRegistrants'),
  },
  sortable: ['social_reason'],
});

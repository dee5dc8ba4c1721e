import { describe, expect, it } from 'vitest';
import { readableFields, readsField } from './fields';
import { ROLES } from './roles';

const PARTICIPANT = [
  'id',
  'name',
  'isRegistrant',
  'registrant_id',
  'irec_code',
  'email',
  'responsible_first_name',
  'retirement_price_irec',
  'external_user',
  'monthly_invoice',
  'invoice_emission_date',
  'approved',
  'created_at',
] as const;

describe('the field-level policy', () => {
  it("gives registrant staff a participant's name and I-REC code, never its terms or contacts", () => {
    for (const role of ['client', 'client_admin', 'client_financial'] as const)
      expect(readableFields(role, 'participants', PARTICIPANT)).toEqual([
        'id',
        'name',
        'irec_code',
        'approved',
        'created_at',
      ]);
  });

  it('keeps the whole participant for the admin and the participant admin', () => {
    for (const role of ['admin', 'client_admin_participant'] as const)
      expect(readableFields(role, 'participants', PARTICIPANT)).toEqual(PARTICIPANT);
  });

  it('leaves every field of a resource it does not name', () => {
    for (const role of ROLES) {
      expect(readsField(role, 'businesses', 'anything')).toBe(true);
      expect(readsField(role, 'constructor', 'name')).toBe(true);
    }
  });
});

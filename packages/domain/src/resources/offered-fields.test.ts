import { describe, expect, it } from 'vitest';
import { hiddenFor } from './hidden-fields';
import { offeredFields } from './offered-fields';
import { actionTarget, recordActions } from './record-actions';

const names = (role: string, resource: 'businesses' | 'clients' | 'participant_registrant') =>
  offeredFields(role, resource, 'create').map((f) => f.name);

describe('fields a role is offered (ADR 0025)', () => {
  it('leaves the organisation to the server for registrant staff, not for the admin', () => {
    expect(names('client', 'businesses')).not.toContain('registrant_id');
    expect(names('admin', 'businesses')).toContain('registrant_id');
    expect(names('client_admin', 'clients')).not.toContain('registrant_id');
    expect(names('client_admin', 'clients')).not.toContain('participant_id');
    // A new connection names its participant; its registrant comes from the address.
    expect(names('client_admin', 'participant_registrant')).toEqual(['participant_id']);
  });

  it("hides the registrant's own name from its staff, not from the admin", () => {
    expect(hiddenFor('client', 'businesses')).toEqual(['registrant_name']);
    expect(hiddenFor('admin', 'businesses')).toEqual([]);
  });

  it('offers optional rows only when they pick references; plain rows have their own import', () => {
    expect(offeredFields('client_admin_participant', 'beneficiaries', 'create').map((f) => f.name)).not.toContain(
      'consumptions',
    );
    expect(offeredFields('admin', 'beneficiaries', 'edit').map((f) => f.name)).not.toContain('consumptions');
  });

  it('offers an optional reference only to a role that may list it', () => {
    expect(offeredFields('admin', 'beneficiaries', 'create').map((f) => f.name)).toContain('participant_id');
    expect(offeredFields('client_admin_participant', 'beneficiaries', 'create').map((f) => f.name)).not.toContain(
      'participant_id',
    );
  });

  it("offers only the roles of the user's own tree", () => {
    const role = offeredFields('client_admin', 'clients', 'create').find((f) => f.name === 'role');
    expect(role?.options?.map((o) => o.value)).toEqual(['client', 'client_admin', 'client_financial']);
    const all = offeredFields('admin', 'clients', 'create').find((f) => f.name === 'role');
    expect(all?.options).toHaveLength(4);
  });
});

describe('actions shown by a field, and the id they call with', () => {
  it('offers the PDF of an approved emission only', () => {
    const keys = (status: string) => recordActions('client', 'recs', { id: 1, status }).map((a) => a.key);
    expect(keys('approved')).toEqual(['pdf']);
    expect(keys('pending')).toEqual([]);
    expect(recordActions('client_financial', 'recs', { id: 1, status: 'approved' })).toEqual([]);
  });

  it("opens a tutorial's stored file by the file's id, and only when it has one", () => {
    const [open] = recordActions('client', 'tutorials', { id: 3, file: { id: 9, name: 'a.pdf' } });
    expect(open && actionTarget(open, { id: 3, file: { id: 9 } })).toBe(9);
    expect(recordActions('client', 'tutorials', { id: 3, file: null })).toEqual([]);
  });

  // A receipt proves a payment, so it may also come after the invoice was marked paid (ADR 0023).
  it('asks an invoice for its receipt, from those who pay', () => {
    for (const status of ['open', 'paid'])
      expect(recordActions('client_financial', 'invoices', { id: 2, status }).map((a) => a.upload)).toEqual([
        'receipt',
      ]);
    expect(recordActions('client', 'invoices', { id: 2, status: 'open' })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { actionBody, bulkActions, canSelect, recordActions } from './record-actions';
import { resource } from './registry';

const rec = (status: string, more: Record<string, unknown> = {}) => ({ id: 7, status, ...more });
const keys = (role: string | null, record: Record<string, unknown>) =>
  recordActions(role, 'recs', record).map((a) => a.key);

// The emission's actions: the machine's events, and the hub send and certificate, which the
// approved state (and, for the hub, an empty hash) allow.
describe('emission actions', () => {
  it('offers the machine events by state, the hub once and the certificate once approved', () => {
    expect(keys('admin', rec('pending'))).toEqual(['approve', 'refuse', 'block']);
    expect(keys('admin', rec('approved'))).toEqual(['revert', 'send', 'pdf']);
    expect(keys('admin', rec('approved', { transactionHash: 'ab12' }))).toEqual(['revert', 'pdf']);
    for (const final of ['refused', 'blocked', 'reverted']) expect(keys('admin', rec(final))).toEqual([]);
  });

  it('offers the registrant staff none of the admin’s decisions', () => {
    expect(keys('client', rec('pending'))).toEqual([]);
    // Its certificate is theirs to open; the decisions are not.
    expect(keys('client_admin', rec('approved'))).toEqual(['pdf']);
  });

  it('sends the record’s id in the body where the operation takes it there', () => {
    const [revert] = recordActions('admin', 'recs', rec('approved'));
    expect(revert && actionBody(revert, 7)).toEqual({ rec_emission_id: 7 });
    const refuse = resource('recs').actions.find((a) => a.key === 'refuse');
    expect(refuse && actionBody(refuse, 7, { reason: 'x' })).toEqual({ reason: 'x' });
  });

  it('approves in bulk only when every selected request is pending, and only for the admin', () => {
    expect(canSelect('admin', 'recs')).toBe(true);
    expect(canSelect('client', 'recs')).toBe(false);
    expect(canSelect('admin', 'businesses')).toBe(false);
    expect(bulkActions('admin', 'recs', [rec('pending'), rec('pending')]).map((a) => a.key)).toEqual(['approve']);
    expect(bulkActions('admin', 'recs', [rec('pending'), rec('approved')])).toEqual([]);
  });
});

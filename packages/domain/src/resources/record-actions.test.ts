import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';
import { canEditRecord, recordActions } from './record-actions';
import { resource } from './registry';
import { actionSchemaOf } from './schemas';

const keys = (role: string | null, approved: string) =>
  recordActions(role, 'businesses', { id: 1, approved }).map((a) => a.key);

describe('recordActions: policy × state machine × operation', () => {
  it('offers approve and refuse to the admin on a pending enterprise only', () => {
    expect(keys('admin', 'PENDENTE')).toEqual(['approve', 'refuse']);
    expect(keys('admin', 'APROVADO')).toEqual([]);
    expect(keys('admin', 'RECUSADO')).toEqual([]);
  });

  it('offers nothing to roles the policy does not grant, nor to visitors', () => {
    expect(keys('client', 'PENDENTE')).toEqual([]);
    expect(keys('client_admin_participant', 'PENDENTE')).toEqual([]);
    expect(keys(null, 'PENDENTE')).toEqual([]);
  });

  it('offers no state-bound action on a record whose state is missing or unknown', () => {
    expect(recordActions('admin', 'businesses', { id: 1 })).toEqual([]);
    expect(keys('admin', 'ARQUIVADO')).toEqual([]);
  });

  it('declares each action over an operation the resource has, with a reason form for refusals', () => {
    for (const def of Object.values(RESOURCES))
      for (const action of def.actions) {
        expect(def.operations[action.operation], `${def.name}.${action.key}`).toBeDefined();
        if (action.reason) expect(actionSchemaOf(action)?.shape[action.reason], action.key).toBeDefined();
      }
    const found = RESOURCES.businesses.actions.find((a) => a.key === 'refuse');
    const refuse = found && actionSchemaOf(found);
    expect(refuse?.safeParse({ reason: '' }).success).toBe(false);
    expect(refuse?.safeParse({ reason: 'CEG divergente' }).success).toBe(true);
  });

  it('opens every file the same way: the certificate, the statement (with its kind), a tutorial', () => {
    const opens = (name: 'recs' | 'redemptions' | 'tutorials') =>
      Object.fromEntries(
        resource(name)
          .actions.filter((a) => a.opens)
          .map((a) => [a.key, a.opens]),
      );
    expect(opens('recs')).toEqual({ pdf: { kind: 'file' } });
    expect(opens('redemptions')).toEqual({ show: { kind: 'file', query: { kind: 'redemption' } } });
    expect(opens('tutorials')).toEqual({ download: { kind: 'file' } });
  });

  it('shows an action only while every field of its `when` holds', () => {
    const send = (record: Record<string, unknown>) =>
      recordActions('admin', 'recs', { id: 1, ...record }).some((a) => a.key === 'send');
    expect(send({ status: 'approved' })).toBe(true);
    expect(send({ status: 'approved', transactionHash: '' })).toBe(true);
    expect(send({ status: 'approved', transactionHash: 'ab' })).toBe(false);
    expect(send({ status: 'pending' })).toBe(false);
    expect(send({})).toBe(false);
  });

  it('lets an enterprise be edited only once approved (§4)', () => {
    expect(canEditRecord('admin', 'businesses', { approved: 'APROVADO' })).toBe(true);
    expect(canEditRecord('admin', 'businesses', { approved: 'PENDENTE' })).toBe(false);
    expect(canEditRecord('client', 'businesses', { approved: 'APROVADO' })).toBe(true);
    expect(canEditRecord('client_financial', 'businesses', { approved: 'APROVADO' })).toBe(false);
    expect(canEditRecord('admin', 'sources', {})).toBe(true);
  });

  it('types filters by the list operation: every filter is a query parameter', () => {
    expect(RESOURCES.businesses.filters.map((f) => f.name)).toEqual([
      'approved',
      'source_id',
      'technology_id',
      'registrant_id',
    ]);
    expect(RESOURCES.businesses.filters[0]?.label.id).toBe('resources.businesses.filters.approved');
  });
});

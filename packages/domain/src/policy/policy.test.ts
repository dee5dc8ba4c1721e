import { describe, expect, it } from 'vitest';
import { ACTIONS, type PolicyResource, REPORT_NAMES, RESOURCE_NAMES } from '../resources/names';
import { canAccess } from './policy';
import { canSignIn, isRole, ROLES, treeOf } from './roles';

const EVERY_RESOURCE: PolicyResource[] = [
  ...RESOURCE_NAMES,
  'dashboard',
  ...REPORT_NAMES.map((r) => `report_${r}` as const),
];
const reachable = (role: string) =>
  EVERY_RESOURCE.filter((resource) => ACTIONS.some((action) => canAccess(role, { resource, action })));

describe('canAccess', () => {
  it('lets admin do everything', () => {
    for (const resource of EVERY_RESOURCE)
      for (const action of ACTIONS) expect(canAccess('admin', { resource, action })).toBe(true);
  });

  it('lets service and unknown roles do nothing', () => {
    for (const role of ['service', 'root', '', null, undefined, 'constructor'])
      expect(reachable(role as string)).toEqual([]);
  });

  it('keeps client_financial to financial things', () => {
    expect(reachable('client_financial').sort()).toEqual(['dashboard', 'invoices', 'report_nf']);
    expect(canAccess('client_financial', { resource: 'invoices', action: 'send' })).toBe(true);
    expect(canAccess('client_financial', { resource: 'invoices', action: 'pay' })).toBe(false);
    expect(canAccess('client_financial', { resource: 'invoices', action: 'delete' })).toBe(false);
  });

  it('gives client and client_admin the registrant tree, and only client_admin users and connections', () => {
    for (const role of ['client', 'client_admin']) {
      expect(canAccess(role, { resource: 'businesses', action: 'create' })).toBe(true);
      expect(canAccess(role, { resource: 'recs', action: 'create' })).toBe(true);
      expect(canAccess(role, { resource: 'recs', action: 'approve' })).toBe(false);
      expect(canAccess(role, { resource: 'report_emission', action: 'show' })).toBe(true);
      expect(canAccess(role, { resource: 'redemptions', action: 'list' })).toBe(false);
    }
    expect(canAccess('client', { resource: 'clients', action: 'create' })).toBe(false);
    expect(canAccess('client_admin', { resource: 'clients', action: 'create' })).toBe(true);
    expect(canAccess('client', { resource: 'participant_registrant', action: 'create' })).toBe(false);
    expect(canAccess('client_admin', { resource: 'participant_registrant', action: 'create' })).toBe(true);
  });

  it('gives client_admin_participant the participant tree and nothing of the registrant tree', () => {
    for (const resource of [
      'retirements',
      'redemptions',
      'beneficiaries',
      'transfers',
      'certificates',
      'redemptionsautomations',
    ] as const) {
      expect(canAccess('client_admin_participant', { resource, action: 'list' })).toBe(true);
    }
    expect(canAccess('client_admin_participant', { resource: 'redemptionsautomations', action: 'start' })).toBe(true);
    expect(canAccess('client_admin_participant', { resource: 'recs', action: 'list' })).toBe(false);
    expect(canAccess('client_admin_participant', { resource: 'businesses', action: 'create' })).toBe(false);
    expect(canAccess('client_admin_participant', { resource: 'report_nf', action: 'show' })).toBe(false);
  });

  it('never grants the approver actions outside admin', () => {
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      for (const action of ['approve', 'refuse', 'block', 'revert'] as const) {
        expect(EVERY_RESOURCE.filter((resource) => canAccess(role, { resource, action }))).toEqual([]);
      }
    }
  });
});

describe('roles', () => {
  it('places each role in its tree', () => {
    expect(ROLES.map(treeOf)).toEqual(['backoffice', 'registrant', 'registrant', 'registrant', 'participant', null]);
    expect(treeOf('toString')).toBeNull();
    expect(treeOf(undefined)).toBeNull();
  });

  it('refuses service at sign-in', () => {
    expect(canSignIn('service')).toBe(false);
    expect(canSignIn('client')).toBe(true);
    expect(isRole('admin')).toBe(true);
    expect(isRole(1)).toBe(false);
  });
});

describe('account security for the admins (issue 42)', () => {
  it("lets only the admin end a user's sessions and read the security events", () => {
    for (const resource of ['clients', 'admins'] as const) {
      expect(canAccess('admin', { resource, action: 'revoke' })).toBe(true);
      for (const role of ['client_admin', 'client_admin_participant', 'client'])
        expect(canAccess(role, { resource, action: 'revoke' }), `${role} ${resource}`).toBe(false);
    }
    expect(canAccess('admin', { resource: 'securityevents', action: 'list' })).toBe(true);
    expect(canAccess('client_admin', { resource: 'securityevents', action: 'list' })).toBe(false);
  });
});

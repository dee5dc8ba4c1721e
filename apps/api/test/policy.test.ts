import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Role } from '../src/db/schema';
import type { OperationId } from '../src/http/types';
import { allowed, isPublic, POLICY } from '../src/policy/policy';

// The policy table against the contract itself: every operation placed once, nothing else.

interface Operation {
  operationId: string;
  security?: unknown[];
}

const bundle = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../openapi/openapi.bundle.json'), 'utf8'),
) as { security?: unknown[]; paths: Record<string, Record<string, Operation>> };

const operations = Object.values(bundle.paths).flatMap((item) =>
  Object.values(item).filter((op): op is Operation => typeof op === 'object' && op !== null && 'operationId' in op),
);
const ids = operations.map((op) => op.operationId as OperationId);
const ROLES: Role[] = ['admin', 'client', 'client_admin', 'client_financial', 'client_admin_participant', 'service'];
const signedIn = ids.filter((id) => !isPublic(id));

describe('policy table', () => {
  it(`covers every operationId of the contract (${ids.length}) and nothing else`, () => {
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(POLICY).sort()).toEqual([...ids].sort());
  });

  it('marks public exactly the operations the contract leaves without security', () => {
    const globalSecurity = bundle.security ?? [];
    const publicInContract = operations
      .filter((op) => (op.security ?? globalSecurity).length === 0)
      .map((op) => op.operationId)
      .sort();
    expect(ids.filter((id) => isPublic(id)).sort()).toEqual(publicInContract);
    expect(publicInContract).toEqual([
      'listVerifiedStatementBundles',
      'login',
      // The second step of sign-in: its challenge token is the proof (ADR 0121).
      'loginSecondFactor',
      'logout',
      'newPassword',
      'recoverPassword',
      'verifyStatement',
    ]);
  });

  it('lists only roles that exist, never admin or service (admin is implied, service never)', () => {
    for (const id of signedIn) {
      const rule = POLICY[id] as readonly Role[];
      for (const role of rule)
        expect(['client', 'client_admin', 'client_financial', 'client_admin_participant']).toContain(role);
      expect(new Set(rule).size, id).toBe(rule.length);
    }
  });

  it('denies the service role every operation that needs a session', () => {
    const granted = signedIn.filter((id) => allowed('service', id));
    expect(granted).toEqual([]);
  });

  it('allows admin every operation', () => {
    expect(ids.filter((id) => !allowed('admin', id))).toEqual([]);
  });

  it('lets anyone reach the public operations (sign-in refuses service itself)', () => {
    for (const id of ids.filter((i) => isPublic(i))) for (const role of ROLES) expect(allowed(role, id)).toBe(true);
  });

  it('gives every non-admin role something to do and keeps admin-only operations admin-only', () => {
    for (const role of ROLES.filter((r) => r !== 'admin' && r !== 'service')) {
      expect(signedIn.filter((id) => allowed(role, id)).length, role).toBeGreaterThan(5);
    }
    const adminOnly = signedIn.filter((id) => (POLICY[id] as readonly Role[]).length === 0);
    for (const id of adminOnly) {
      for (const role of ROLES.filter((r) => r !== 'admin')) expect(allowed(role, id), `${role} ${id}`).toBe(false);
    }
    expect(adminOnly).toEqual(expect.arrayContaining(['approveBusiness', 'approveRec', 'createAdmin', 'updateConfig']));
  });

  it('lets a participant admin (and the admin) read and move hourly holdings, no registrant role (ADR 0091, 0092)', () => {
    for (const id of [
      'listHourlyHoldings',
      'getHourlyProfile',
      'previewHourlyTransfer',
      'createHourlyTransfer',
      'previewHourlyRetirement',
      'createHourlyRetirement',
      'previewHourlyMatching',
      'createHourlyMatching',
      'listHourlyRetirementBundles',
      'getHourlyRetirementProfile',
    ] as const) {
      expect(
        ROLES.filter((role) => allowed(role, id)),
        id,
      ).toEqual(['admin', 'client_admin_participant']);
    }
  });
});

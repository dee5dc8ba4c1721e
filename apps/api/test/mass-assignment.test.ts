import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InjectServer,
  type Login,
  multipart,
  pathWith,
  startInjectServer,
  WRITE_PATH_ENUMS,
} from './support/inject';

// Issue 10 §1: every write takes only the fields its contract input declares. The contract closes
// every request body; the server refuses an unknown or server-owned key before any handler runs.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const SERVER_OWNED = { id: 999_999, created_at: '2000-01-01T00:00:00Z', sync_status: 'synced' };
const ROLES: Login[] = ['admin', 'participant', 'clientAdmin', 'financial', 'client'];

describe('server-owned fields', () => {
  it('are refused by every write operation, for the role that may call it', async () => {
    const writes = s.contract.operations.filter((op) => op.bodyMedia);
    expect(writes.length).toBeGreaterThan(60);
    const checked: string[] = [];
    for (const op of writes) {
      // A valid query (pre-generation needs one) so that the body is what gets refused.
      const url = `${pathWith(op.path, s.fixture.businesses.approvedA, WRITE_PATH_ENUMS)}?volume=1`;
      const body =
        op.bodyMedia === 'json'
          ? { payload: SERVER_OWNED }
          : multipart(Object.entries(SERVER_OWNED).map(([name, v]) => ({ name, value: String(v) })));
      for (const as of op.isPublic ? [undefined] : ROLES) {
        const res = await s.call(as, { method: op.method, url, ...body });
        if (res.statusCode === 401 || res.statusCode === 403) continue;
        expect(res.statusCode, `${op.operationId}: ${res.body}`).toBe(422);
        const fields = (res.json() as { fields: { field: string; code: string }[] }).fields;
        const refused = fields.filter((f) => f.code === 'additionalProperties').map((f) => f.field);
        // JSON names every unknown key; a multipart stream stops at the first one.
        // (A few inputs name the row they act on in the body: their `id` is declared.)
        const unknown = Object.keys(SERVER_OWNED).filter((k) => !op.bodyFields.has(k));
        const expected = op.bodyMedia === 'json' ? unknown.sort() : unknown.slice(0, 1);
        expect(refused.sort(), op.operationId).toEqual(expected);
        checked.push(op.operationId);
        break;
      }
    }
    expect(checked.length).toBe(writes.length);
  });

  it('never reach the database: a participant cannot mark its beneficiary as synced', async () => {
    const valid = { name: 'Beneficiário X', country: 'BR', code: '33444555000172' };
    const refused = await s.call('participant', {
      method: 'POST',
      url: '/v1/beneficiaries',
      payload: { ...valid, sync_status: 'synced', created_at: '2000-01-01T00:00:00Z' },
    });
    expect(refused.statusCode).toBe(422);
    const made = await s.call('participant', { method: 'POST', url: '/v1/beneficiaries', payload: valid });
    expect(made.statusCode).toBe(201);
    const row = made.json() as { id: number; sync_status: string; created_at: string };
    expect(row.sync_status).not.toBe('synced');
    expect(new Date(row.created_at).getFullYear()).toBeGreaterThan(2000);
    const nested = await s.call('participant', {
      method: 'PUT',
      url: `/v1/beneficiaries/${row.id}`,
      payload: {
        ...valid,
        consumptions: [{ period_start: '2026-01-01', period_end: '2026-01-31', volume: '1', id: 5 }],
      },
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json()).toMatchObject({ fields: [{ field: 'consumptions.0.id', code: 'additionalProperties' }] });
  });
});

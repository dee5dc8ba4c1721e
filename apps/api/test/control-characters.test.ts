import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type InjectServer,
  type Login,
  multipart,
  pathWith,
  startInjectServer,
  WRITE_PATH_ENUMS,
} from './support/inject';

// Issue 10 §2: a NUL (or another control character) anywhere in a request is a 400
// INVALID_CHARACTERS, never a 500 from PostgreSQL — one hook for every operation.

let s: InjectServer;
beforeAll(async () => {
  s = await startInjectServer();
});
afterAll(() => s?.close());

const ROLES: Login[] = ['admin', 'participant', 'clientAdmin', 'financial'];
const BAD = ['a\u0000b', 'x\u0007', '\u001b[31m'];

async function firstAllowed(method: string, url: string, extra: object) {
  for (const as of ROLES) {
    const res = await s.call(as, { method: method as 'GET', url, ...extra });
    if (res.statusCode !== 401 && res.statusCode !== 403) return res;
  }
  return undefined;
}

function expectInvalid(res: { statusCode: number; json(): unknown } | undefined, what: string) {
  if (!res) return;
  expect(res.statusCode, what).toBe(400);
  expect(res.json(), what).toMatchObject({ code: 'INVALID_CHARACTERS', message: expect.any(String) });
}

describe('control characters', () => {
  it('are refused in the search term of every list', async () => {
    const lists = s.contract.operations.filter(
      (op) => op.querySchema && 'search' in (op.querySchema.properties as object),
    );
    expect(lists.length).toBeGreaterThan(20);
    for (const op of lists) {
      const url = `${pathWith(op.path, 1)}?search=${encodeURIComponent(BAD[0] as string)}`;
      expectInvalid(await firstAllowed(op.method, url, {}), op.operationId);
    }
  });

  it('are refused in every JSON body and in path ids', async () => {
    const writes = s.contract.operations.filter((op) => op.bodyMedia === 'json');
    for (const [i, op] of writes.entries()) {
      const payload = Object.fromEntries([...op.bodyFields].map((k) => [k, BAD[i % BAD.length]]));
      expectInvalid(await firstAllowed(op.method, pathWith(op.path, 1), { payload }), op.operationId);
    }
    expectInvalid(await s.call('admin', { method: 'GET', url: '/v1/participants/1%00' }), 'path');
    expectInvalid(
      await s.call('admin', {
        method: 'POST',
        url: '/v1/sources',
        payload: { name: 'ok' },
        headers: { 'idempotency-key': 'k\u0001' },
      }),
      'idempotency key',
    );
  });

  it('are refused in multipart fields and file names; stored names are cleaned', async () => {
    const uploads = s.contract.operations.filter((op) => op.bodyMedia === 'multipart');
    for (const op of uploads) {
      const [first] = [...op.bodyFields];
      const form = multipart([{ name: first as string, value: 'x', filename: 'nota\u0000.pdf' }]);
      expectInvalid(
        await firstAllowed(op.method, `${pathWith(op.path, 1, WRITE_PATH_ENUMS)}?volume=1`, form),
        op.operationId,
      );
    }
    const ok = multipart([
      { name: 'title', value: 'Manual' },
      { name: 'file', value: Buffer.from('%PDF-1.4'), filename: '..\\..\\manual.pdf', type: 'application/pdf' },
    ]);
    const made = await s.call('admin', { method: 'POST', url: '/v1/tutorials', ...ok });
    expect(made.statusCode, made.body).toBe(201);
    expect((made.json() as { file: { name: string } }).file.name).toBe('manual.pdf');
  });
});

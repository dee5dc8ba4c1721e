import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESOURCES } from '@rec/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../src/db/schema';
import type { OperationId } from '../src/http/types';
import { allowed } from '../src/policy/policy';
import { SERVER_SORTS, sortableFor } from '../src/resources/list-columns';
import { startTestServer, type TestServer } from './support/server';

// The server sorts every list by what its definition declares (plus SERVER_SORTS): each declared
// column is sent to the running server, which must answer it in that column's order. A column a
// definition declares but the list's query lacks fails here (the server answers 500).

const bundle = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../openapi/openapi.bundle.json'), 'utf8'),
) as { paths: Record<string, Record<string, { operationId?: string }>> };
const pathOf = new Map(
  Object.entries(bundle.paths).flatMap(([p, item]) =>
    Object.entries(item).flatMap(([method, op]) => (method === 'get' && op.operationId ? [[op.operationId, p]] : [])),
  ),
);
const LOGINS: [Role, 'admin' | 'participant' | 'clientAdmin'][] = [
  ['admin', 'admin'],
  ['client_admin_participant', 'participant'],
  ['client_admin', 'clientAdmin'],
];
const lists = [
  ...new Set([...Object.keys(SERVER_SORTS), ...Object.values(RESOURCES).map((d) => d.operations.list?.id)]),
]
  .filter((op): op is OperationId => Boolean(op))
  .sort();

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

/** Ascending in the server's sense for values JavaScript orders the same way (numbers, ISO text). */
function ascending(values: unknown[]): boolean {
  const comparable = values.filter((v) => typeof v === 'number' || (typeof v === 'string' && /^\d{4}-\d\d/.test(v)));
  if (comparable.length !== values.length) return true;
  return comparable.every((v, i) => i === 0 || (comparable[i - 1] as number | string) <= (v as number | string));
}

describe('sortable columns come from the definitions', () => {
  it('keeps in SERVER_SORTS only what no definition of the list declares', () => {
    for (const def of Object.values(RESOURCES)) {
      const extras = def.operations.list ? (SERVER_SORTS[def.operations.list.id as OperationId] ?? []) : [];
      expect(
        extras.filter((c) => def.sortable.includes(c)),
        def.name,
      ).toEqual([]);
    }
    for (const op of Object.keys(SERVER_SORTS)) expect(pathOf.has(op), op).toBe(true);
  });

  it.each(lists.filter((op) => pathOf.get(op) && !pathOf.get(op)?.includes('{')))(
    '%s answers every declared sort in its order',
    async (op) => {
      const login = LOGINS.find(([role]) => allowed(role, op))?.[1];
      expect(login, `${op}: no fixture login may list it`).toBeDefined();
      const api = (await s.client(login)) as unknown as {
        GET(p: string, init: object): Promise<{ response: Response; data?: { data: Record<string, unknown>[] } }>;
      };
      for (const sort of sortableFor(op)) {
        const r = await api.GET(pathOf.get(op) as string, { params: { query: { sort, order: 'asc', amount: 50 } } });
        expect(r.response.status, `${op} sort=${sort}`).toBe(200);
        expect(ascending((r.data?.data ?? []).map((row) => row[sort])), `${op} sort=${sort}`).toBe(true);
      }
    },
  );
});

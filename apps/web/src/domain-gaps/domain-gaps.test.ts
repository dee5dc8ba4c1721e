import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RESOURCES } from '@rec/domain';
import { describe, expect, it } from 'vitest';
import { MULTIPART_OPERATIONS } from './multipart';
import { toListPage } from './resource-api';
import { needsRefresh, secondsLeft, singleFlight } from './token-refresh';

const bundle = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../openapi/openapi.bundle.json'), 'utf8'),
) as { paths: Record<string, Record<string, { operationId?: string; requestBody?: { content?: object } }>> };

describe('domain gaps', () => {
  it('names exactly the contract’s multipart operations', () => {
    const multipart = Object.values(bundle.paths)
      .flatMap((item) => Object.values(item))
      .filter((op) => op.requestBody?.content && 'multipart/form-data' in op.requestBody.content)
      .map((op) => op.operationId);
    expect([...MULTIPART_OPERATIONS].sort()).toEqual(multipart.sort());
  });

  it('calls only operations the contract has', () => {
    const ids = new Set(
      Object.values(bundle.paths)
        .flatMap((item) => Object.values(item))
        .map((op) => op.operationId),
    );
    const used = Object.values(RESOURCES).flatMap((def) => Object.values(def.operations).map((op) => op.id));
    expect(used.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('reads { data, total } and bare arrays as a page (§3)', () => {
    expect(toListPage({ data: [{ id: 1 }], total: 31 })).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(toListPage([{ id: 1 }, { id: 2 }])).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(toListPage(null)).toEqual({ data: [], total: 0 });
  });

  it('refreshes a token shortly before it expires', () => {
    const token = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
    const now = 1_000_000_000_000;
    expect(secondsLeft(token(now / 1000 + 600), now)).toBe(600);
    expect(needsRefresh(token(now / 1000 + 600), now)).toBe(false);
    expect(needsRefresh(token(now / 1000 + 10), now)).toBe(true);
    expect(needsRefresh('not-a-jwt', now)).toBe(false);
  });

  it('shares one refresh between parallel calls', async () => {
    let runs = 0;
    const refresh = singleFlight(async () => {
      runs += 1;
      return runs;
    });
    expect(await Promise.all([refresh(), refresh()])).toEqual([1, 1]);
    expect(await refresh()).toBe(2);
  });
});

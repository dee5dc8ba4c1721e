// @vitest-environment happy-dom
import { createApiClient } from '@rec/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type HourlyStatement, useBundleProofs } from './use-bundle-proofs';

// The verify page reads an hourly statement's bundles a page at a time (ADR 0112): what it has
// checked grows page by page until every bundle is in hand; a refused page stops the reading
// with its message, and "continue" resumes from that page without reading the others again.

const bundle = (i: number) => ({
  rec_id: 1,
  business_id: 2,
  business_name: 'UFV Sol',
  codeCEG: 'UFV.RS.RS.012345-6.01',
  interval_start: new Date(Date.UTC(2026, 6, 1, 3 + i)).toISOString(),
  interval_end: new Date(Date.UTC(2026, 6, 1, 4 + i)).toISOString(),
  wh: '1000',
  range_start: String(i * 1000 + 1),
  range_end: String(i * 1000 + 1000),
  proof: [],
});
const BUNDLES = Array.from({ length: 5 }, (_, i) => bundle(i));
const hourly = {
  movement: { seq: 3, hash: 'ab'.repeat(32), merkle_root: 'cd'.repeat(32), at: '2026-08-03T12:00:00.000Z' },
  totals: { bundles: 5, wh: '5000', mwh: '0.005000' },
  profile: [],
  plants: [],
} as HourlyStatement;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function server(refuse: (page: number) => boolean) {
  const asked: number[] = [];
  const fetch = async (input: Request) => {
    const url = new URL(input.url);
    const page = Number(url.searchParams.get('page'));
    const amount = Number(url.searchParams.get('amount'));
    asked.push(page);
    if (refuse(page)) return json(429, { code: 'VERIFY_RATE_LIMITED', message: 'Muitas verificações' });
    return json(200, { data: BUNDLES.slice((page - 1) * amount, page * amount), total: 5, page, amount });
  };
  return { client: createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch }), asked };
}

describe('useBundleProofs', () => {
  it('reads every page and checks every bundle, the tally covering all of them', async () => {
    const { client, asked } = server(() => false);
    const { result } = renderHook(() => useBundleProofs('7WE0W6VX5965J', hourly, 2, client));
    expect(result.current).toMatchObject({ done: false, total: 5, bundles: [] });
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.bundles.map((b) => b.range_start)).toEqual(['1', '1001', '2001', '3001', '4001']);
    // The proofs were recomputed: these made-up ones lead nowhere near the root.
    expect(result.current.holds).toEqual([false, false, false, false, false]);
    expect([...new Set(asked)]).toEqual([1, 2, 3]);
  });

  it('stops at a refused page with its message and resumes from it', async () => {
    let refusing = true;
    const { client, asked } = server((page) => refusing && page === 2);
    const { result } = renderHook(() => useBundleProofs('7WE0W6VX5965J', hourly, 2, client));
    await waitFor(() => expect(result.current.failed?.id).toBe('errors.verify.rateLimited'));
    expect(result.current).toMatchObject({ done: false, total: 5 });
    expect(result.current.holds).toHaveLength(2);
    refusing = false;
    asked.length = 0;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.done).toBe(true));
    expect(result.current.failed).toBeUndefined();
    expect(result.current.holds).toHaveLength(5);
    expect(asked).toEqual([2, 3]);
  });
});

import { createHash } from 'node:crypto';
import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { GENERIC_MESSAGES } from '../errors/catalogue-generic';
import { VERIFY_MESSAGES } from '../errors/catalogue-verify';
import { bundleLeafText, type ProofStep } from '../hourly/proof';
import { type CheckedPage, checkBundlePages, type ProvenBundle } from './bundle-pages';

// A statement of five bundles read two at a time, as the verify page reads them (ADR 0112): each
// page's proofs are recomputed as it arrives, a changed bundle does not hold, and a failed page
// ends the run with its message, to be resumed from there.

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest();
const bundle = (i: number) => ({
  rec_id: 1,
  business_id: 2,
  business_name: 'UFV Sol',
  codeCEG: 'UFV.RS.RS.012345-6.01',
  interval_start: new Date(Date.UTC(2026, 6, 1, 3 + i)).toISOString(),
  interval_end: new Date(Date.UTC(2026, 6, 1, 4 + i)).toISOString(),
  wh: String(1000 + i),
  range_start: String(i * 2000 + 1),
  range_end: String(i * 2000 + 1000 + i),
});

/** Five bundles with their paths to the root of their tree (an odd node carried up). */
function tree(n: number): { bundles: ProvenBundle[]; root: string } {
  const raw = Array.from({ length: n }, (_, i) => bundle(i));
  const proofs: ProofStep[][] = raw.map(() => []);
  let level = raw.map((b, i) => ({ hash: sha(bundleLeafText(b)), under: [i] }));
  while (level.length > 1) {
    const next: typeof level = [];
    for (let i = 0; i < level.length; i += 2) {
      const [left, right] = [level[i], level[i + 1]] as [(typeof level)[0], (typeof level)[0] | undefined];
      if (!right) next.push(left);
      else {
        for (const k of left.under) proofs[k]?.push({ side: 'right', hash: right.hash.toString('hex') });
        for (const k of right.under) proofs[k]?.push({ side: 'left', hash: left.hash.toString('hex') });
        next.push({ hash: sha(Buffer.concat([left.hash, right.hash])), under: [...left.under, ...right.under] });
      }
    }
    level = next;
  }
  return { bundles: raw.map((b, i) => ({ ...b, proof: proofs[i] ?? [] })), root: level[0]?.hash.toString('hex') ?? '' };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The public API over five bundles: `answer(page)` may replace a page's answer. */
function server(bundles: ProvenBundle[], answer: (page: number) => Response | undefined = () => undefined) {
  const asked: string[] = [];
  const fetch = async (input: Request) => {
    const url = new URL(input.url);
    asked.push(`${url.pathname}${url.search}`);
    const page = Number(url.searchParams.get('page'));
    const amount = Number(url.searchParams.get('amount'));
    const data = bundles.slice((page - 1) * amount, page * amount);
    return answer(page) ?? json(200, { data, total: bundles.length, page, amount });
  };
  return { client: createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch }), asked };
}

const CODE = '7WE0W6VX5965J';

describe('checkBundlePages', () => {
  it('reads every page in turn and checks each proof as its page arrives', async () => {
    const { bundles, root } = tree(5);
    const { client, asked } = server(bundles);
    const pages: CheckedPage[] = [];
    const end = await checkBundlePages(client, CODE, root, (p) => pages.push(p), { amount: 2 });
    expect(end).toEqual({ state: 'done' });
    expect(asked).toEqual([1, 2, 3].map((p) => `/v1/verify/${CODE}/bundles?page=${p}&amount=2`));
    expect(pages.map((p) => p.bundles.map((b) => b.range_start))).toEqual([['1', '2001'], ['4001', '6001'], ['8001']]);
    expect(pages.flatMap((p) => p.holds)).toEqual([true, true, true, true, true]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
  });

  it('says which bundle no longer leads to the root', async () => {
    const { bundles, root } = tree(5);
    const changed = bundles.map((b, i) => (i === 3 ? { ...b, wh: '1' } : b));
    const pages: CheckedPage[] = [];
    await checkBundlePages(server(changed).client, CODE, root, (p) => pages.push(p), { amount: 2 });
    expect(pages.flatMap((p) => p.holds)).toEqual([true, true, true, false, true]);
  });

  it('ends on a refused page with its message, and resumes from that page', async () => {
    const { bundles, root } = tree(5);
    const limited = json(429, { code: 'VERIFY_RATE_LIMITED', message: 'Muitas verificações' });
    const pages: CheckedPage[] = [];
    const first = server(bundles, (page) => (page === 2 ? limited : undefined));
    expect(await checkBundlePages(first.client, CODE, root, (p) => pages.push(p), { amount: 2 })).toEqual({
      state: 'failed',
      message: VERIFY_MESSAGES.VERIFY_RATE_LIMITED,
    });
    expect(pages).toHaveLength(1);
    const again = server(bundles);
    const end = await checkBundlePages(again.client, CODE, root, (p) => pages.push(p), { amount: 2, firstPage: 2 });
    expect(end).toEqual({ state: 'done' });
    expect(again.asked).toHaveLength(2);
    expect(pages.flatMap((p) => p.holds)).toHaveLength(5);
  });

  it('says the network failed, and stops quietly when the page is left', async () => {
    const { bundles, root } = tree(5);
    const down = createApiClient({
      baseUrl: 'http://api.test/v1',
      fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof globalThis.fetch,
    });
    expect(await checkBundlePages(down, CODE, root, () => undefined)).toEqual({
      state: 'failed',
      message: GENERIC_MESSAGES.network,
    });
    const left = new AbortController();
    left.abort();
    expect(
      await checkBundlePages(server(bundles).client, CODE, root, () => undefined, { signal: left.signal }),
    ).toEqual({
      state: 'stopped',
    });
  });
});

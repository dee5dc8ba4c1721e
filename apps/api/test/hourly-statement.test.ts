import { proofHolds } from '@rec/domain/hourly';
import { verificationCodeOf } from '@rec/domain/verification';
import type { ApiClient } from '@rec/sdk';
import { sql } from 'kysely';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JULY, type MovesWorld, p1At, startMovesWorld } from './support/hourly-moves';

// An hourly retirement's statement (issue 38 item 4, ADR 0099): its bundles and profile, the
// public verify page's proofs (each bundle's Merkle path to the root its movement committed to,
// checked with the domain's function, as the browser does), and a bundle changed in the database
// — its Wh, number range or hour — that no longer verifies. The PDF shows the hours and the root.

let w: MovesWorld;
let anonymous: ApiClient;
let redemption = 0;
let code = '';
let retired = { wh: '', bundles: 0, root: '' };
const db = () => w.s.database.db;

beforeAll(async () => {
  w = await startMovesWorld();
  anonymous = await w.s.client();
  // Plant p1's evenings 18:00–22:00 (Brasília) of both fixture days: 8 bundles.
  const whole = [19, 20, 21, 22, 43, 44, 45, 46].reduce((t, h) => t + p1At(h), 0n);
  const selection = { account_id: w.a, ...JULY, business_id: w.plant.p1.id, hour_from: 18, hour_to: 22 };
  const body = {
    selection: { ...selection, volume: 'all' },
    retirement_account_id: w.aRetire,
    beneficiary_id: w.beneficiary,
    purpose: 'Escopo 2 horário',
  };
  const r = await w.participant.POST('/hourly/retirements', { body });
  if (r.response.status !== 201) throw new Error(JSON.stringify(r.error));
  expect(BigInt(r.data?.wh ?? '0')).toBe(whole);
  redemption = r.data?.ledger_id ?? 0;
  retired = { wh: r.data?.wh ?? '', bundles: r.data?.bundles ?? 0, root: r.data?.merkle_root ?? '' };
  const row = await db()
    .selectFrom('redemptions')
    .select('statement_hash')
    .where('id', '=', redemption)
    .executeTakeFirstOrThrow();
  code = verificationCodeOf(row.statement_hash ?? '');
});
afterAll(() => w.close());

const verify = async () => {
  const r = await anonymous.GET('/verify/{code}', { params: { path: { code } } });
  expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return r.data as NonNullable<typeof r.data>;
};

const bundlePage = async (page: number, amount: number) => {
  const r = await anonymous.GET('/verify/{code}/bundles', { params: { path: { code }, query: { page, amount } } });
  expect(r.response.status, JSON.stringify(r.error)).toBe(200);
  return r.data as NonNullable<typeof r.data>;
};

/** Every bundle of the statement, read 3 at a time as the verify page reads its pages (ADR 0112). */
const allBundles = async () => {
  const out = [];
  for (let page = 1; ; page++) {
    const p = await bundlePage(page, 3);
    out.push(...p.data);
    if (page * 3 >= p.total) return out;
  }
};

/** Which bundles' proofs lead to the root, as the verify page checks them. */
const proofs = async () => {
  const v = await verify();
  const hourly = v.hourly as NonNullable<typeof v.hourly>;
  const bundles = await allBundles();
  return Promise.all(bundles.map((b) => proofHolds(b, b.proof, hourly.movement.merkle_root)));
};

describe("an hourly retirement's bundles and profile", () => {
  it('pages the bundles in number order with totals over all of them', async () => {
    const first = await w.participant.GET('/hourly/retirements/{id}/bundles', {
      params: { path: { id: redemption }, query: { page: 1, amount: 5 } },
    });
    expect(first.response.status, JSON.stringify(first.error)).toBe(200);
    expect(first.data?.total).toBe(retired.bundles);
    expect(first.data?.totals).toMatchObject({ bundles: retired.bundles, wh: retired.wh });
    expect(first.data?.data).toHaveLength(5);
    const second = await w.participant.GET('/hourly/retirements/{id}/bundles', {
      params: { path: { id: redemption }, query: { page: 2, amount: 5 } },
    });
    const all = [...(first.data?.data ?? []), ...(second.data?.data ?? [])];
    expect(all).toHaveLength(retired.bundles);
    const starts = all.map((b) => BigInt(b.range_start));
    expect(starts).toEqual([...starts].sort((a, b) => (a < b ? -1 : 1)));
    expect(all.every((b) => b.business_name && b.codeCEG)).toBe(true);
  });

  it('answers the per-hour profile adding up to the retirement', async () => {
    const r = await w.participant.GET('/hourly/retirements/{id}/profile', { params: { path: { id: redemption } } });
    expect(r.response.status, JSON.stringify(r.error)).toBe(200);
    expect(r.data?.wh).toBe(retired.wh);
    expect(r.data?.data[0]).toEqual({ interval_start: '2026-07-01T21:00:00.000Z', wh: p1At(19).toString() });
    expect(r.data?.data.reduce((t, p) => t + BigInt(p.wh), 0n).toString()).toBe(retired.wh);
  });

  it("is not a registrant's to read", async () => {
    const r = await w.client.GET('/hourly/retirements/{id}/bundles', { params: { path: { id: redemption } } });
    expect(r.response.status).toBe(403);
  });
});

describe('the public verify page of an hourly retirement', () => {
  it('answers the hours, the plants with their ranges and a proof per bundle that leads to the root', async () => {
    const v = await verify();
    expect(v.verified).toBe(true);
    expect(v.problems).toEqual([]);
    const hourly = v.hourly as NonNullable<typeof v.hourly>;
    expect(hourly.movement.merkle_root).toBe(retired.root);
    expect(hourly.totals).toMatchObject({ bundles: retired.bundles, wh: retired.wh });
    expect(hourly.profile.reduce((t, p) => t + BigInt(p.wh), 0n).toString()).toBe(retired.wh);
    expect(hourly.plants).toHaveLength(1);
    expect(hourly.plants[0]?.wh).toBe(retired.wh);
    expect(hourly.plants[0]?.ranges.length).toBeGreaterThan(0);
    expect(await proofs()).toEqual(Array.from({ length: retired.bundles }, () => true));
    // The answer carries no bundle: they come in pages.
    expect(hourly).not.toHaveProperty('bundles');
  });

  it('pages the bundles with their proofs in number order: the same bundles as the participant reads', async () => {
    const sizes = [];
    for (let page = 1; page <= 4; page++) {
      const p = await bundlePage(page, 3);
      expect(p).toMatchObject({ total: retired.bundles, page, amount: 3 });
      sizes.push(p.data.length);
    }
    expect(sizes).toEqual([3, 3, 2, 0]);
    const own = await w.participant.GET('/hourly/retirements/{id}/bundles', {
      params: { path: { id: redemption }, query: { amount: 100 } },
    });
    expect((await allBundles()).map(({ proof, ...b }) => b)).toEqual(own.data?.data);
    // One page of everything carries the same proofs as pages of three.
    expect((await bundlePage(1, 100)).data).toEqual(await allBundles());
  });

  const tampers = [
    ['its Wh (and range end)', sql`SET wh = wh - 1, range_end = range_end - 1`],
    ['its number range', sql`SET range_start = range_start + 1, range_end = range_end + 1`],
    [
      'its hour',
      sql`SET interval_start = interval_start + interval '1 day', interval_end = interval_end + interval '1 day'`,
    ],
  ] as const;
  for (const [what, change] of tampers) {
    it(`does not verify a bundle whose ${what} was changed in the database`, async () => {
      const one = await db()
        .selectFrom('hourly_bundles')
        .select(['id', 'range_start'])
        .where('redemption_id', '=', redemption)
        .orderBy('range_start', 'desc')
        .executeTakeFirstOrThrow();
      await sql`UPDATE hourly_bundle_rows ${change} WHERE id = ${one.id}`.execute(db());
      const v = await verify();
      expect(v.verified).toBe(false);
      expect(v.problems).toContain('HOURLY_BUNDLES_DIFFER');
      const holds = await proofs();
      expect(holds.at(-1)).toBe(false);
      expect(holds.slice(0, -1).every(Boolean)).toBe(true);
      // Put back: it verifies again.
      await restore(one.id);
      expect((await verify()).verified).toBe(true);
    });
  }

  it('does not verify when the leaves its movement kept were changed', async () => {
    const seq = sql`(SELECT seq FROM hourly_movements WHERE kind = 'redemption' ORDER BY seq DESC LIMIT 1)`;
    await sql`UPDATE hourly_movement_leaves SET interval_start = interval_start + interval '1 hour'
      WHERE seq = ${seq} AND ordinal = 0`.execute(db());
    const v = await verify();
    expect(v.verified).toBe(false);
    expect(v.problems).toContain('HOURLY_BUNDLES_DIFFER');
    // The first bundle is as retired (its own proof still holds); every other's path now passes
    // through a node that hashes the changed leaf.
    const holds = await proofs();
    expect(holds.slice(1).every((ok) => !ok)).toBe(true);
    await sql`UPDATE hourly_movement_leaves SET interval_start = interval_start - interval '1 hour'
      WHERE seq = ${seq} AND ordinal = 0`.execute(db());
    expect((await verify()).verified).toBe(true);
  });

  it('does not verify when the movement of the hourly chain was altered', async () => {
    const seq = sql`(SELECT seq FROM hourly_movements WHERE kind = 'redemption' ORDER BY seq DESC LIMIT 1)`;
    await sql`UPDATE hourly_movements SET bundles = bundles + 1 WHERE seq = ${seq}`.execute(db());
    expect((await verify()).problems).toContain('HOURLY_MOVEMENT_ALTERED');
    await sql`UPDATE hourly_movements SET bundles = bundles - 1 WHERE seq = ${seq}`.execute(db());
    expect((await verify()).verified).toBe(true);
  });
});

/** The bundle as the movement's kept leaf says it was (what every tamper above changed). */
async function restore(id: string | number) {
  await sql`UPDATE hourly_bundle_rows b SET wh = l.wh, range_start = l.range_start, range_end = l.range_end,
      interval_start = l.interval_start, interval_end = l.interval_start + interval '1 hour'
    FROM hourly_movement_leaves l JOIN hourly_movements m ON m.seq = l.seq
    WHERE b.id = ${id} AND m.kind = 'redemption' AND l.rec_id = b.rec_id
      AND l.ordinal = (SELECT max(ordinal) FROM hourly_movement_leaves WHERE seq = l.seq)
      AND m.seq = (SELECT max(seq) FROM hourly_movements WHERE kind = 'redemption')`.execute(db());
}

/** The text drawn on every page (WinAnsi bytes as latin1). */
async function drawnText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let out = '';
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
    for (const ref of refs) {
      const stream = doc.context.lookup(ref as PDFRef);
      if (stream instanceof PDFRawStream) out += Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    }
  }
  return [...out.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
    .map((m) => Buffer.from(m[1] as string, 'hex').toString('latin1'))
    .join('|');
}

describe("the hourly retirement's statement PDF", () => {
  it('shows the hourly profile, the plants with their number ranges, the Merkle root and how to verify', async () => {
    const direct = await w.s.client('participant', 'direct');
    const r = await direct.GET('/pdf/getPdf/{id}', {
      params: { path: { id: redemption }, query: { kind: 'redemption' } },
      parseAs: 'arrayBuffer',
    });
    expect(r.response.status).toBe(200);
    const text = await drawnText(new Uint8Array(r.data as ArrayBuffer));
    expect(text).toContain('Perfil horário');
    expect(text).toContain('Lotes por usina');
    expect(text).toContain(retired.root.slice(0, 32));
    expect(text).toContain('Prova de Merkle');
    // The per-day table: July 1st's evening, 4 hours.
    expect(text).toContain('01/07/2026');
  });
});

import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { JULY, type MovesWorld, p1At, startMovesWorld, whPerPlantHour } from './support/hourly-moves';

// Packed bundles (ADR 0138, migration 0128): an approval writes one pack per request, read as
// bundles through the `hourly_bundles` view; the first move that touches a pack unpacks it into
// rows with the same ids, numbers and hours, and a pack is unpacked once however many ask.

let w: MovesWorld;
const db = () => w.s.database.db;
const problems = async () => (await verifyLedger(db())).problems;
const count = async (table: 'hourly_bundle_packs' | 'hourly_bundle_rows') =>
  Number((await sql<{ n: string }>`SELECT count(*)::text AS n FROM ${sql.table(table)}`.execute(db())).rows[0]?.n);
type Bundle = { id: string; interval_start: Date; rs: string; re: string; account_id: number };
const bundlesOf = async (plant: number) =>
  (
    await sql<Bundle>`SELECT id::text AS id, interval_start, range_start::text AS rs, range_end::text AS re, account_id
      FROM hourly_bundles WHERE business_id = ${plant} ORDER BY range_start`.execute(db())
  ).rows;

beforeAll(async () => {
  w = await startMovesWorld();
});
afterAll(() => w.close());

describe('packed hourly bundles', () => {
  it('an approval writes one pack per request, whose bundles read as rows do, ids in its block', async () => {
    expect(await count('hourly_bundle_packs')).toBe(2);
    expect(await count('hourly_bundle_rows')).toBe(0);
    const p1 = await bundlesOf(w.plant.p1.id);
    expect(p1).toHaveLength(48);
    const ids = p1.map((b) => BigInt(b.id));
    const block = (ids[0] as bigint) - (((ids[0] as bigint) - 10n ** 15n) % 1024n);
    expect(ids.every((id, i) => id === block + BigInt(i))).toBe(true);
    // Contiguous numbers, one hour after the other from July 1st 00:00 Brasília.
    for (let i = 1; i < p1.length; i++) expect(BigInt(p1[i]?.rs ?? 0)).toBe(BigInt(p1[i - 1]?.re ?? 0) + 1n);
    expect(new Date(p1[0]?.interval_start ?? 0).toISOString()).toBe('2026-07-01T03:00:00.000Z');
    expect(await problems()).toEqual([]);
  });

  it('a move unpacks only the pack it touches, every bundle keeping its id, numbers and hour', async () => {
    const before = await bundlesOf(w.plant.p1.id);
    const perHour = await whPerPlantHour(w);
    const volume = mwhOf(p1At(1) + p1At(2) + 10n);
    const moved = await w.participant.POST('/hourly/transfers', {
      body: {
        selection: { account_id: w.a, ...JULY, business_id: w.plant.p1.id, volume },
        destination_account_code: w.bCode,
      },
    });
    expect(moved.response.status, JSON.stringify(moved.error)).toBe(201);
    expect(await count('hourly_bundle_packs')).toBe(1);
    expect(await count('hourly_bundle_rows')).toBe(49);
    const after = await bundlesOf(w.plant.p1.id);
    // Hours 1 and 2 moved whole with their ids; hour 3's first 10 Wh moved as a new piece, its rest
    // keeps the id; every other bundle is as it was.
    const byId = new Map(after.map((b) => [b.id, b]));
    for (const b of before) {
      const now = byId.get(b.id);
      expect(now?.interval_start).toEqual(b.interval_start);
      expect(now?.re).toBe(b.re);
    }
    expect(after.filter((b) => b.account_id === w.b).map((b) => b.id)).toHaveLength(3);
    expect(await whPerPlantHour(w)).toEqual(perHour);
    expect(await problems()).toEqual([]);
  });

  it('unpacks a pack once, however many transactions ask at the same time', async () => {
    const [pack] = (await sql<{ first_id: string }>`SELECT first_id::text FROM hourly_bundle_packs`.execute(db())).rows;
    const ask = () =>
      db()
        .transaction()
        .execute(
          async (tx) =>
            (
              await sql<{
                n: string;
              }>`SELECT hourly_bundles_unpack(ARRAY[${pack?.first_id}]::bigint[])::text AS n`.execute(tx)
            ).rows[0]?.n,
        );
    const made = await Promise.all([ask(), ask()]);
    expect(made.map(Number).sort((a, b) => a - b)).toEqual([0, 48]);
    expect(await count('hourly_bundle_packs')).toBe(0);
    expect(await count('hourly_bundle_rows')).toBe(97);
    expect(await problems()).toEqual([]);
  });
});

import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { issueChunks } from '../../src/hourly/issue-batch';
import { packFallbacks } from '../../src/hourly/pack-thread';
import { requestJuly } from '../support/hourly';
import { approve, bundlesOf, p1At, p2At, sum, verified, w } from '../support/hourly-issuance-suite';
import { addAccount, addGeneration, monthsBack } from '../support/ledger-world';

// Who may ask for hourly certificates, and issuance by hour: bundles per plant-hour, the partial
// rule, monthly and hourly never issuing the same generation, revert and the verifier.

describe('who may ask for hourly certificates', () => {
  it('refuses a plant-month whose generation did not come from CCEE hourly data', async () => {
    const m = monthsBack(2);
    await addGeneration(w.s.database.db, w.s.fixture.businesses.approvedA, 2, '100.000000');
    const r = await w.client.POST('/recs', {
      body: {
        business_id: w.s.fixture.businesses.approvedA,
        scheme: 'irec',
        initial_period: m.first,
        final_period: m.last,
        emissionVolume: '1.000000',
        granularity: 'hourly',
      },
    });
    expect(r.response.status).toBe(422);
    expect(r.error?.code).toBe('HOURLY_NOT_AVAILABLE');
    expect(r.error?.fields?.[0]?.field).toBe('granularity');
  });
});

describe('issuance by hour', () => {
  let first = 0;
  let second = 0;
  // Hours 1-3 whole and part of hour 4.
  const firstWh = sum(p1At, 1, 3) + p1At(4) / 2n;

  it('issues one bundle per plant-hour, chronologically, the last hour split, Wh adding up exactly', async () => {
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(firstWh));
    expect(r.response.status, JSON.stringify(r.error)).toBe(201);
    expect(r.data?.granularity).toBe('hourly');
    first = r.data?.id as number;
    const a = await approve(first);
    expect(a.response.status, JSON.stringify(a.error)).toBe(200);
    const b = await bundlesOf(first);
    expect(b.map((x) => new Date(x.interval_start).toISOString())).toEqual([
      '2026-07-01T03:00:00.000Z',
      '2026-07-01T04:00:00.000Z',
      '2026-07-01T05:00:00.000Z',
      '2026-07-01T06:00:00.000Z',
    ]);
    expect(b.map((x) => BigInt(x.wh))).toEqual([p1At(1), p1At(2), p1At(3), p1At(4) / 2n]);
    expect(b.reduce((s, x) => s + BigInt(x.wh), 0n)).toBe(firstWh);
    // Contiguous certificate numbers, one per Wh.
    for (const [k, x] of b.entries()) {
      expect(BigInt(x.re) - BigInt(x.rs) + 1n).toBe(BigInt(x.wh));
      if (k) expect(BigInt(x.rs)).toBe(BigInt((b[k - 1] as { re: string }).re) + 1n);
    }
    expect(b[0]?.submarket).toBe('SUDESTE');
    expect(await verified()).toEqual([]);
  });

  it('refuses to move an hourly holding as a monthly volume (transfers by hour range come later)', async () => {
    const db = w.s.database.db;
    await addAccount(db, w.s.fixture.participants.p2, 'trade', 'BR-AZUL-TR-01');
    const from = await db
      .selectFrom('accounts')
      .select('accountCode')
      .where('participant_id', '=', w.s.fixture.participants.p1)
      .where('accountType', '=', 'trade')
      .executeTakeFirstOrThrow();
    const t = await w.participant.POST('/transfers', {
      body: {
        source_account_code: from.accountCode,
        destination_account_code: 'BR-AZUL-TR-01',
        items: [{ rec_id: first, volume: '1.000000' }],
      },
    });
    expect(t.response.status).toBe(422);
    expect(t.error?.code).toBe('HOURLY_MOVE_BY_HOURS');
    expect(await verified()).toEqual([]);
  });

  it('continues where the earlier hourly issuance left off, inside the request days', async () => {
    const rest4 = p1At(4) - p1At(4) / 2n;
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(rest4 + p1At(5)));
    second = r.data?.id as number;
    expect((await approve(second)).response.status).toBe(200);
    const b = await bundlesOf(second);
    expect(b.map((x) => [new Date(x.interval_start).getUTCHours(), BigInt(x.wh)])).toEqual([
      [6, rest4],
      [7, p1At(5)],
    ]);
    // Day 2 only: hours 25… (03:00 UTC of 2 July).
    const day2 = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(25)), { first: '2026-07-02', last: '2026-07-02' });
    expect((await approve(day2.data?.id as number)).response.status).toBe(200);
    const d = await bundlesOf(day2.data?.id as number);
    expect(d.map((x) => new Date(x.interval_start).toISOString())).toEqual(['2026-07-02T03:00:00.000Z']);
    // More than day 2 holds.
    const tooMuch = await requestJuly(w, w.plant.p1.id, mwhOf(sum(p1At, 26, 48) + 1n), {
      first: '2026-07-02',
      last: '2026-07-02',
    });
    expect(tooMuch.error?.code).toBe('EXCEEDS_AVAILABLE');
    expect(await verified()).toEqual([]);
  });

  it('never issues the same generation monthly and hourly: hourly first, then monthly', async () => {
    const hourlyTaken = firstWh + (p1At(4) - p1At(4) / 2n) + p1At(5) + p1At(25);
    const left = sum(p1At) - hourlyTaken;
    const over = await requestJuly(w, w.plant.p1.id, mwhOf(left + 1n), { granularity: 'monthly' });
    expect(over.error?.code).toBe('EXCEEDS_AVAILABLE');
    const fits = await requestJuly(w, w.plant.p1.id, mwhOf(left), { granularity: 'monthly' });
    expect(fits.response.status).toBe(201);
    expect(fits.data?.granularity).toBe('monthly');
    const none = await requestJuly(w, w.plant.p1.id, '0.000001');
    expect(none.error?.code).toBe('EXCEEDS_AVAILABLE');
    // Refused and gone: its volume is free again for what follows.
    await w.admin.POST('/recs/refuse/{id}', {
      params: { path: { id: fits.data?.id as number } },
      body: { reason: 'teste' },
    });
  });

  it('monthly first, then hourly; batch approval issues hourly requests like monthly ones', async () => {
    const monthly = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At) - sum(p2At, 1, 10)), {
      granularity: 'monthly',
    });
    expect(monthly.response.status).toBe(201);
    const over = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At, 1, 10) + 1n));
    expect(over.error?.code).toBe('EXCEEDS_AVAILABLE');
    const a = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At, 1, 6)));
    const b = await requestJuly(w, w.plant.p2.id, mwhOf(sum(p2At, 7, 10)));
    const ids = [monthly.data?.id, a.data?.id, b.data?.id] as number[];
    // Hashed on worker threads as a large batch is (ADR 0140), in chunks of 4 bundles.
    const settings = { ...issueChunks };
    Object.assign(issueChunks, { bundles: 4, onThreadsFrom: 0 });
    const batch = await w.admin.POST('/recs/batchapprove', { body: { ids } }).finally(() => {
      Object.assign(issueChunks, settings);
    });
    expect(batch.response.status, JSON.stringify(batch.error)).toBe(200);
    expect(packFallbacks()).toBe(0);
    expect(batch.data?.data.map((r) => r.status)).toEqual(['approved', 'approved', 'approved']);
    expect((await bundlesOf(ids[0] as number)).length).toBe(0);
    const hoursA = await bundlesOf(ids[1] as number);
    const hoursB = await bundlesOf(ids[2] as number);
    expect(hoursA.length + hoursB.length).toBe(10);
    expect([...hoursA, ...hoursB].reduce((s, x) => s + BigInt(x.wh), 0n)).toBe(sum(p2At, 1, 10));
    expect(await verified()).toEqual([]);
  });

  it('reverts an hourly request: its bundles go and its hours are free again', async () => {
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(30)), { first: '2026-07-02', last: '2026-07-02' });
    const id = r.data?.id as number;
    await approve(id);
    expect((await bundlesOf(id)).length).toBeGreaterThan(0);
    const rev = await w.admin.POST('/recs/revert', { body: { rec_emission_id: id } });
    expect(rev.response.status, JSON.stringify(rev.error)).toBe(200);
    expect(await bundlesOf(id)).toEqual([]);
    expect(await verified()).toEqual([]);
  });

  it('a batch that fails while its bundles are hashed writes none of them; approved again, each is issued once', async () => {
    const db = w.s.database.db;
    const day2 = { first: '2026-07-02', last: '2026-07-02' };
    const ids: number[] = [];
    for (let k = 0; k < 3; k++) ids.push((await requestJuly(w, w.plant.p1.id, '0.000001', day2)).data?.id as number);
    // The approval fails after its invoices, while its chunks (one request each) are on the threads.
    await sql`CREATE FUNCTION test_refuse_rec_events() RETURNS trigger LANGUAGE plpgsql AS $f$
      BEGIN RAISE EXCEPTION 'refused by the test'; END $f$`.execute(db);
    await sql`CREATE TRIGGER test_refuse BEFORE INSERT ON rec_events FOR EACH STATEMENT
      EXECUTE FUNCTION test_refuse_rec_events()`.execute(db);
    const settings = { ...issueChunks };
    Object.assign(issueChunks, { bundles: 1, onThreadsFrom: 0 });
    try {
      const failed = await w.admin.POST('/recs/batchapprove', { body: { ids } });
      expect(failed.response.status).toBe(500);
      await sql`DROP TRIGGER test_refuse ON rec_events`.execute(db);
      await sql`DROP FUNCTION test_refuse_rec_events()`.execute(db);
      for (const id of ids) expect(await bundlesOf(id)).toEqual([]);
      const again = await w.admin.POST('/recs/batchapprove', { body: { ids } });
      expect(again.response.status, JSON.stringify(again.error)).toBe(200);
    } finally {
      Object.assign(issueChunks, settings);
    }
    // Had a pack of the failed try been written after its rollback, its numbers would be issued twice.
    for (const id of ids) expect((await bundlesOf(id)).map((b) => b.wh)).toEqual(['1']);
    expect(await verified()).toEqual([]);
    for (const id of ids)
      expect((await w.admin.POST('/recs/revert', { body: { rec_emission_id: id } })).response.status).toBe(200);
    expect(await verified()).toEqual([]);
  });

  it('the verifier sees a bundle that was altered or moved outside a movement', async () => {
    const db = w.s.database.db;
    // Issued bundles are packed (ADR 0138): unpacked into rows first, as a move would.
    await sql`SELECT hourly_bundles_unpack(ARRAY(SELECT first_id FROM hourly_bundle_packs WHERE rec_id = ${first}))`.execute(
      db,
    );
    expect(await verified()).toEqual([]);
    await sql`UPDATE hourly_bundle_rows SET wh = wh - 1, range_end = range_end - 1 WHERE rec_id = ${first} AND interval_start = '2026-07-01T03:00:00Z'`.execute(
      db,
    );
    const problems = await verified();
    expect(problems.some((p) => p.includes(`rec ${first}`))).toBe(true);
    expect(problems.some((p) => p.includes('bundles hold'))).toBe(true);
    await sql`UPDATE hourly_bundle_rows SET wh = wh + 1, range_end = range_end + 1 WHERE rec_id = ${first} AND interval_start = '2026-07-01T03:00:00Z'`.execute(
      db,
    );
    expect(await verified()).toEqual([]);
  });
});

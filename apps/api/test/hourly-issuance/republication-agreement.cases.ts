import { mwhOf } from '@rec/domain/hourly';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { importMonth, requestJuly } from '../support/hourly';
import { approve, p1At, sum, verified, w } from '../support/hourly-issuance-suite';
import { addAccount, addBeneficiary, tradeAccountOf } from '../support/ledger-world';

// After issuance: a CCEE republication lowering an issued hour refused, and a standing agreement in
// hourly_consumption mode (ADR 0133) executing on hourly approvals.

describe('a CCEE republication of the month', () => {
  // Field 12 is GERACAO_CENTRO_GRAVIDADE. Hour 1 of p1 was issued whole.
  const MEASURE = 12;

  it('is refused at commit when it lowers an issued hour, even with the month total unchanged or higher', async () => {
    const job = await importMonth(w, (f, i, h) => {
      if (i === 0 && h === 1) f[MEASURE] = '0';
      if (i === 0 && h === 40) f[MEASURE] = '900';
      return f;
    });
    expect(job.status).toBe('failed');
    expect(job.message).toContain('GENERATION_IN_USE');
    expect(JSON.stringify(job)).toContain('2026-07-01T03:00:00.000Z');
  });

  it('is committed when the hours it lowers were not issued hourly and the total still covers the requests', async () => {
    const job = await importMonth(w, (f, i, h) => {
      if (i === 0 && h === 47) f[MEASURE] = '0';
      if (i === 0 && h === 40) f[MEASURE] = '900';
      return f;
    });
    expect(job.status, JSON.stringify(job)).toBe('committed');
    expect(await verified()).toEqual([]);
  });
});

describe('an hourly_consumption agreement (ADR 0133)', () => {
  const at = (h: number) => new Date(Date.UTC(2026, 6, 1, 3) + (h - 1) * 3_600_000).toISOString();
  const day2 = { first: '2026-07-02', last: '2026-07-02' };
  const keyed = (id: number, key: string) =>
    w.admin.POST('/recs/approve/{id}', { params: { path: { id }, header: { 'Idempotency-Key': key } }, body: {} });
  const whOfAccount = async (account: number) =>
    (
      await sql<{ wh: string }>`SELECT coalesce(sum(wh), 0)::text AS wh FROM hourly_bundles
        WHERE account_id = ${account} AND business_id = ${w.plant.p1.id}`.execute(w.s.database.db)
    ).rows[0]?.wh;
  const perPlantHour = async () =>
    (
      await sql<{ k: string; wh: string }>`SELECT business_id || '|' || interval_start::text AS k, sum(wh)::text AS wh
        FROM hourly_bundles GROUP BY 1 ORDER BY 1`.execute(w.s.database.db)
    ).rows;

  it("moves per hour only the receiver's uncovered consumption, once per approval, and the verifier passes", async () => {
    const db = w.s.database.db;
    const { p1, p2 } = w.s.fixture.participants;
    const receiverAccount = await addAccount(db, p2, 'trade', 'BR-P2-TR-HA');
    const [sender, receiver] = [w.participant, await w.s.client('otherParticipant')];
    const source = await db
      .selectFrom('accounts')
      .select('accountCode')
      .where('id', '=', await tradeAccountOf(db, p1))
      .executeTakeFirstOrThrow();
    const terms = {
      source_account_code: source.accountCode,
      destination_account_code: 'BR-P2-TR-HA',
      starts_on: '2020-01-01',
      notice_days: 0,
      mode: 'hourly_consumption' as const,
    };
    // The consumption decides the volume: a share other than 100 % is refused.
    const half = await sender.POST('/agreements', { body: { ...terms, share: '50' } });
    expect([half.error?.code, half.error?.fields?.[0]?.field]).toEqual(['VALIDATION_FAILED', 'share']);
    const made = await sender.POST('/agreements', { body: { ...terms, share: '100' } });
    expect(made.data).toMatchObject({ mode: 'hourly_consumption', share: '100.00' });
    const id = made.data?.id as number;
    await receiver.POST('/agreements/{id}/accept', { params: { path: { id } } });
    // p2's two beneficiaries: hour 26 a third of p1's generation (two rows), hour 27 more than it,
    // hour 28 nothing, hour 29 half of it and 1,000 Wh more.
    const [b1, b2] = [await addBeneficiary(db, p2, 'HA1'), await addBeneficiary(db, p2, 'HA2')];
    const c26 = p1At(26) / 3n;
    const c29 = p1At(29) / 2n + 1000n;
    const rows = [
      [b1, 26, c26 - 500n],
      [b2, 26, 500n],
      [b1, 27, p1At(27) + 5_000_000n],
      [b2, 29, c29],
    ] as const;
    await db
      .insertInto('beneficiary_hourly_consumptions')
      .values(
        rows.map(([beneficiary_id, h, wh]) => ({
          beneficiary_id,
          hour_start: at(h),
          wh: Number(wh),
          tier: 'meter' as const,
          submarket: 'SUDESTE' as const,
        })),
      )
      .execute();
    const before = await perPlantHour();
    // Hours 26-28 and half of 29 arrive; the approval is sent again with its key and without it.
    const r = await requestJuly(w, w.plant.p1.id, mwhOf(sum(p1At, 26, 28) + p1At(29) / 2n), day2);
    const rec = r.data?.id as number;
    expect((await keyed(rec, 'hourly-agreement-1')).response.status).toBe(200);
    expect((await keyed(rec, 'hourly-agreement-1')).response.status).toBe(200);
    expect((await approve(rec)).error?.code).toBe('ILLEGAL_TRANSITION');
    const firstMoved = c26 + p1At(27) + p1At(29) / 2n;
    expect(await whOfAccount(receiverAccount)).toBe(firstMoved.toString());
    let seen = (await sender.GET('/agreements/{id}', { params: { path: { id } } })).data;
    expect(seen?.executions).toHaveLength(1);
    expect(seen?.executions?.[0]).toMatchObject({
      source_kind: 'emission',
      source_id: rec,
      arrived: mwhOf(sum(p1At, 26, 28) + p1At(29) / 2n),
      volume: mwhOf(firstMoved),
      state: 'booked',
      hours: [
        { hour_start: at(26).replace('.000', ''), wh: c26.toString() },
        { hour_start: at(27).replace('.000', ''), wh: p1At(27).toString() },
        { hour_start: at(29).replace('.000', ''), wh: (p1At(29) / 2n).toString() },
      ],
    });
    // The rest of hour 29 arrives: only the 1,000 Wh not yet covered move.
    const rest = await requestJuly(w, w.plant.p1.id, mwhOf(p1At(29) - p1At(29) / 2n), day2);
    expect((await approve(rest.data?.id as number)).response.status).toBe(200);
    expect(await whOfAccount(receiverAccount)).toBe((firstMoved + 1000n).toString());
    seen = (await receiver.GET('/agreements/{id}', { params: { path: { id } } })).data;
    expect(seen?.executions?.map((e) => [e.volume, e.hours])).toEqual([
      [mwhOf(1000n), [{ hour_start: at(29).replace('.000', ''), wh: '1000' }]],
      [mwhOf(firstMoved), expect.any(Array)],
    ]);
    // The monthly ledger agrees (the receiver holds the moved MWh), Wh per plant-hour is conserved.
    const holding = await sql<{ v: string }>`SELECT coalesce(sum(volume), 0)::numeric(18,6)::text AS v FROM holdings
      WHERE account_id = ${receiverAccount}`.execute(db);
    expect(holding.rows[0]?.v).toBe(mwhOf(firstMoved + 1000n));
    const after = new Map((await perPlantHour()).map((x) => [x.k, x.wh]));
    for (const x of before) expect(after.get(x.k) ?? x.wh).toBe(x.wh);
    expect(await verified()).toEqual([]);
  });
});

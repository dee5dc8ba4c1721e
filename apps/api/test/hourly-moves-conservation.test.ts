import { mwhOf } from '@rec/domain/hourly';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/ledger/verify';
import { JULY, type MovesWorld, startMovesWorld, whPerPlantHour } from './support/hourly-moves';

// Conservation per plant-hour under hourly moves (issue 38 item 3): 50 parallel transfers from one
// account all book exactly, and random sequences of transfers both ways and retirements never
// change any plant-hour's issued Wh (issued = held + retired across accounts), leave every number
// range tiled, and keep the ledger verifier silent.

let w: MovesWorld;
let issued: Record<string, string>;
let accountCodeA = '';

beforeAll(async () => {
  w = await startMovesWorld();
  issued = await whPerPlantHour(w);
  const a = await w.s.database.db
    .selectFrom('accounts')
    .select('accountCode')
    .where('id', '=', w.a)
    .executeTakeFirstOrThrow();
  accountCodeA = a.accountCode;
});
afterAll(() => w.close());

const heldWh = async (account: number) =>
  BigInt(
    (
      await sql<{
        wh: string;
      }>`SELECT coalesce(sum(wh), 0)::text AS wh FROM hourly_bundles WHERE account_id = ${account}`.execute(
        w.s.database.db,
      )
    ).rows[0]?.wh ?? '0',
  );

describe('hourly conservation', () => {
  it('50 parallel transfers from one account conserve exactly', async () => {
    const [a0, b0] = [await heldWh(w.a), await heldWh(w.b)];
    const each = 12_345n;
    const body = {
      selection: { account_id: w.a, ...JULY, hour_from: 8, hour_to: 16, volume: mwhOf(each) },
      destination_account_code: w.bCode,
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.participant.POST('/hourly/transfers', { body })),
    );
    expect(answers.map((r) => r.response.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((r) => r.data?.movement_seq)).size).toBe(50);
    expect(await heldWh(w.a)).toBe(a0 - 50n * each);
    expect(await heldWh(w.b)).toBe(b0 + 50n * each);
    expect(await whPerPlantHour(w)).toEqual(issued);
    expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
  });

  it('random sequences of hourly moves never break per-hour conservation', async () => {
    const move = fc.record({
      kind: fc.constantFrom('a→b', 'b→a', 'retire'),
      wh: fc.bigInt({ min: 1n, max: 40_000_000n }),
      hourFrom: fc.integer({ min: 0, max: 23 }),
      span: fc.integer({ min: 1, max: 24 }),
      weekday: fc.option(fc.constantFrom(3, 4), { nil: undefined }),
    });
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(move, { minLength: 1, maxLength: 4 }), async (moves) => {
        for (const m of moves) {
          const from = m.kind === 'b→a' ? w.b : w.a;
          const selection = {
            account_id: from,
            ...JULY,
            hour_from: m.hourFrom,
            hour_to: Math.min(24, m.hourFrom + m.span),
            ...(m.weekday === undefined ? {} : { weekdays: [m.weekday] }),
            volume: mwhOf(m.wh),
          };
          const r =
            m.kind === 'retire'
              ? await w.admin.POST('/hourly/retirements', {
                  body: { selection, retirement_account_id: w.aRetire, beneficiary_id: w.beneficiary, purpose: 'fc' },
                })
              : await w.admin.POST('/hourly/transfers', {
                  body: { selection, destination_account_code: m.kind === 'a→b' ? w.bCode : accountCodeA },
                });
          statuses.push(r.response.status);
          // A selection short of its volume is refused whole; anything else must book.
          if (r.response.status !== 201) expect(r.error?.code, JSON.stringify(r.error)).toBe('INSUFFICIENT_BALANCE');
        }
        expect(await whPerPlantHour(w)).toEqual(issued);
        expect((await verifyLedger(w.s.database.db)).problems).toEqual([]);
      }),
      { numRuns: 6 },
    );
    // The runs did move certificates (not only refusals); how many is the draw's, not the ledger's.
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
  });
});

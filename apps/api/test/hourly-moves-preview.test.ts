import { mwhOf } from '@rec/domain/hourly';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JULY, type MovesWorld, p1At, startMovesWorld } from './support/hourly-moves';

// A screen previews an hourly move while the user is still choosing where it goes (issue 38
// item 5): the preview reads the selection alone, answers the same figures with or without the
// destination, writes nothing, and still refuses a selection short of its volume.

let w: MovesWorld;
beforeAll(async () => {
  w = await startMovesWorld();
});
afterAll(() => w.close());

describe('previewing an hourly move from its selection alone', () => {
  it('answers the same figures without the destination or the beneficiary', async () => {
    // 18:00–20:00 Brasília of July 1st: hours 19 and 20 of the file (1-based).
    const wh = p1At(19) + p1At(20);
    const selection = {
      account_id: w.a,
      from: JULY.from,
      to: '2026-07-02T03:00:00.000Z',
      business_id: w.plant.p1.id,
      hour_from: 18,
      hour_to: 20,
      volume: 'all' as const,
    };
    const bare = await w.participant.POST('/hourly/transfers/preview', { body: { selection } });
    expect(bare.response.status, JSON.stringify(bare.error)).toBe(200);
    expect(bare.data).toMatchObject({ bundles: 2, wh: wh.toString(), mwh: mwhOf(wh) });
    const full = await w.participant.POST('/hourly/transfers/preview', {
      body: { selection, destination_account_code: w.bCode },
    });
    expect(full.data).toEqual(bare.data);
    const retire = await w.participant.POST('/hourly/retirements/preview', { body: { selection } });
    expect(retire.response.status, JSON.stringify(retire.error)).toBe(200);
    expect(retire.data).toEqual(bare.data);
  });

  it('still refuses a selection short of its volume, and a body without a selection (422, as every missing field)', async () => {
    const selection = { account_id: w.a, ...JULY, hour_from: 3, hour_to: 4, volume: '100000.000000' };
    const short = await w.participant.POST('/hourly/retirements/preview', { body: { selection } });
    expect(short.response.status).toBe(409);
    expect(short.error?.code).toBe('INSUFFICIENT_BALANCE');
    const none = await w.participant.POST('/hourly/transfers/preview', { body: {} as never });
    expect(none.response.status).toBe(422);
    expect(JSON.stringify(none.error)).toContain('selection');
  });
});

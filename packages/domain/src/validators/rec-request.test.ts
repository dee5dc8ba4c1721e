import { describe, expect, it } from 'vitest';
import { checkRecRequest, periodBounds } from './rec-request';

const line = (volume: string, period = '2026-10') => ({
  business_id: '1',
  period,
  scheme: 'irec',
  volume,
  participant_id: '7',
});

describe('emission request lines', () => {
  it('covers the whole month', () => {
    expect(periodBounds('2026-02')).toEqual({ initial_period: '2026-02-01', final_period: '2026-02-28' });
  });

  it('sends exact decimals within the free volume', () => {
    const answer = checkRecRequest([line('10,5')], { '1|2026-10': '120.000000' });
    expect(answer).toEqual({
      ok: true,
      bodies: [
        {
          business_id: 1,
          participant_id: 7,
          scheme: 'irec',
          initial_period: '2026-10-01',
          final_period: '2026-10-31',
          emissionVolume: '10.500000',
        },
      ],
    });
  });

  it('names the granularity only of an hourly line', () => {
    const answer = checkRecRequest(
      [
        { ...line('1'), granularity: 'hourly' },
        { ...line('1'), granularity: 'monthly' },
      ],
      {
        '1|2026-10': '120.000000',
      },
    );
    if (!answer.ok) throw new Error('refused');
    expect(answer.bodies.map((b) => b.granularity)).toEqual(['hourly', undefined]);
  });

  it('refuses more than is free, also across lines of the same plant and month', () => {
    const answer = checkRecRequest([line('100'), line('30')], { '1|2026-10': '120.000000' });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.errors[0]).toEqual({});
    expect(answer.errors[1]?.volume).toMatchObject({
      id: 'errors.validation.exceedsAvailable',
      values: { available: '120,000000' },
    });
  });

  it('names the missing fields', () => {
    const answer = checkRecRequest([{ business_id: '', period: '', scheme: '', volume: '', participant_id: '' }], {});
    expect(answer.ok ? [] : Object.keys(answer.errors[0] ?? {})).toEqual([
      'business_id',
      'period',
      'scheme',
      'participant_id',
      'volume',
    ]);
  });
});

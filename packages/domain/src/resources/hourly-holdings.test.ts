import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { brasiliaDays, listHourlyHoldings } from './hourly-holdings';

describe('hourly holdings by days and hours (issue 38 item 5)', () => {
  it('turns Brasília days into UTC [from, to), the last day included, across a month end', () => {
    expect(brasiliaDays('2026-07', 1, 31)).toEqual({
      from: '2026-07-01T03:00:00.000Z',
      to: '2026-08-01T03:00:00.000Z',
    });
    expect(brasiliaDays('2026-07', 5, 5)).toEqual({ from: '2026-07-05T03:00:00.000Z', to: '2026-07-06T03:00:00.000Z' });
  });

  it('sends the hour window with the range and reads the totals', async () => {
    const urls: string[] = [];
    const totals = { bundles: 0, wh: '0', mwh: '0.000000' };
    const fetch = async (input: Request) => {
      urls.push(input.url);
      return new Response(JSON.stringify({ data: [], total: 0, totals }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const client = createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch });
    const page = await listHourlyHoldings(client, {
      account_id: 3,
      ...brasiliaDays('2026-07', 1, 2),
      hour_from: 18,
      hour_to: 22,
    });
    expect(page.totals).toEqual(totals);
    const url = new URL(urls[0] ?? '');
    expect(url.pathname).toBe('/v1/hourly/holdings');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ account_id: '3', hour_from: '18', hour_to: '22' });
  });
});

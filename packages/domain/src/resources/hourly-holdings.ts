import type { ApiClient, Schemas } from '@rec/sdk';
import { settle } from './read';

// GET /hourly/holdings (ADR 0091): an account's hourly bundles in [from, to), by plant and a
// Brasília hour-of-day window, paged, with totals over every match. Server-only like the profile,
// so screens reach it through this typed call.

export type HourlyBundleRow = Schemas['HourlyBundle'];
export type HourlyHoldings = {
  data: HourlyBundleRow[];
  total: number;
  totals: { bundles: number; wh: string; mwh: string };
};
export type HourlyHoldingsQuery = {
  account_id: number;
  from: string;
  to: string;
  page?: number;
  amount?: number;
  business_id?: number;
  hour_from?: number;
  hour_to?: number;
};

export const listHourlyHoldings = async (client: ApiClient, query: HourlyHoldingsQuery): Promise<HourlyHoldings> =>
  settle(await client.GET('/hourly/holdings', { params: { query } })) as HourlyHoldings;

/** [from, to) in UTC of Brasília days `first`…`last` (inclusive) of a YYYY-MM month (UTC−3). */
export const brasiliaDays = (period: string, first: number, last: number): { from: string; to: string } => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(y, m - 1, first, 3)).toISOString(),
    to: new Date(Date.UTC(y, m - 1, last + 1, 3)).toISOString(),
  };
};

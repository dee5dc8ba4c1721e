import type { ApiClient } from '@rec/sdk';
import { settle } from './read';

// GET /hourly/profile (ADR 0091): per-hour totals of an account's hourly certificates over
// [from, to), for the heatmap. Not a resource's operation (the API lists it as server-only), so
// screens reach it through this typed call, failures thrown in the shape toDomainError reads.

export type HourlyProfilePoint = { interval_start: string; wh: string };
export type HourlyProfile = { data: HourlyProfilePoint[]; total: number; wh: string };

export const getHourlyProfile = async (
  client: ApiClient,
  query: { account_id: number; from: string; to: string },
): Promise<HourlyProfile> => settle(await client.GET('/hourly/profile', { params: { query } })) as HourlyProfile;

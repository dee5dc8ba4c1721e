import type { ApiClient } from '@rec/sdk';
import type { HourlyMatchingInputBody, HourlyMatchingRetirementBody } from '../hourly/matching-form';
import { callerOf, settle } from './read';

// 24/7 matching (issue 39 item 2): the dry run of a beneficiary's period against the held hourly
// certificates (writes nothing) and its confirmation, one retirement of exactly the matched
// bundles. Not a resource's operations, so screens reach them through these calls, failures
// thrown in the shape toDomainError reads.

export type HourlyMatchingTotals = {
  hours: number;
  consumed: string;
  matched: string;
  unmatched: string;
  hours_fully_matched: number;
  matched_share: string;
};
export type HourlyMatchingMonth = { month: string; consumed: string; matched: string; unmatched: string };
export type HourlyMatchingDay = { day: string; consumed: string; matched: string };
export type HourlyMatchingPlant = {
  business_id: number;
  name: string;
  source: string;
  submarket: string;
  matched: string;
  bundles: number;
};
export type HourlyMatchingPreview = {
  boundary: 'submarket' | 'SIN';
  totals: HourlyMatchingTotals;
  months: HourlyMatchingMonth[];
  days: HourlyMatchingDay[];
  plants: HourlyMatchingPlant[];
};
export type HourlyMatchingResult = HourlyMatchingPreview & { redemption_id: number; movement_seq: number };

/** POST /hourly/matchings/preview: what matching the period would retire now (writes nothing). */
export const previewHourlyMatching = async (
  client: ApiClient,
  body: HourlyMatchingInputBody,
): Promise<HourlyMatchingPreview> =>
  settle(await callerOf(client, 'POST')('/hourly/matchings/preview', { body })) as HourlyMatchingPreview;

/** POST /hourly/matchings, once per intended confirmation (the same key on every retry). */
export const confirmHourlyMatching = async (
  client: ApiClient,
  body: HourlyMatchingRetirementBody,
  idempotencyKey: string,
): Promise<HourlyMatchingResult> => {
  const params = { header: { 'Idempotency-Key': idempotencyKey } };
  return settle(await callerOf(client, 'POST')('/hourly/matchings', { params, body })) as HourlyMatchingResult;
};

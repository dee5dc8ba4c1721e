import { FIRST_HOURLY_MONTH } from './hours';

// Which plant-months may be issued hourly (ADR 0091): a closed month (the emission rule, checked
// for every request) whose generation was recorded from CCEE's hourly file, so that each hour's
// figure is known and was summed into the month's total.

export const GRANULARITIES = ['monthly', 'hourly'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export interface HourlySource {
  /** generation.origin of the plant-month. */
  origin: string;
  /** Whether the month's latest committed CCEE hourly version holds a series of the plant. */
  hasSeries: boolean;
}

/** Why a plant-month cannot be issued hourly; undefined when it can. */
export function hourlyRefusal(period: string, source: HourlySource | undefined): 'HOURLY_NOT_AVAILABLE' | undefined {
  if (period.slice(0, 7) < FIRST_HOURLY_MONTH) return 'HOURLY_NOT_AVAILABLE';
  if (source?.origin !== 'ccee_hourly' || !source.hasSeries) return 'HOURLY_NOT_AVAILABLE';
  return undefined;
}

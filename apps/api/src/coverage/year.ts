import { DEFAULT_TIME_ZONE } from '@rec/domain';
import { BRASILIA_OFFSET_HOURS } from '@rec/domain/hourly';
import { type RawBuilder, sql } from 'kysely';

// The Brasília calendar a beneficiary-year and -month are read in (ADR 0102: hours are stored as
// UTC instants; the zone's rules, daylight saving before 2019 included, say which year they are in).

export const TZ = sql.lit(DEFAULT_TIME_ZONE);

/** The instant a Brasília calendar month (1–12, 13 = January of the next year) begins. */
export const monthStart = (year: number, month: number): RawBuilder<Date> =>
  sql<Date>`make_timestamptz(${year + Math.floor((month - 1) / 12)}, ${((month - 1) % 12) + 1}, 1, 0, 0, 0, ${DEFAULT_TIME_ZONE})`;

export interface Span {
  from: RawBuilder<Date>;
  to: RawBuilder<Date>;
  /** The production-month partitions to open (one either side: a Brasília month straddles UTC's). */
  firstPartition: string;
  lastPartition: string;
  /**
   * Brasília's UTC offset in minutes when it is one all through the span (no daylight saving since
   * February 2019, ADR 0091): the reads then skip the zone's rules per row. Undefined before 2020.
   */
  fixedOffset: number | undefined;
}

const fixedFrom = (year: number) => (year >= 2020 ? -BRASILIA_OFFSET_HOURS * 60 : undefined);

const partition = (year: number, month: number) => {
  const d = new Date(Date.UTC(year, month - 1, 1));
  return d.toISOString().slice(0, 10);
};

export const yearSpan = (year: number): Span => ({
  from: monthStart(year, 1),
  to: monthStart(year, 13),
  firstPartition: partition(year, 0),
  lastPartition: partition(year, 13),
  fixedOffset: fixedFrom(year),
});

export const monthSpan = (year: number, month: number): Span => ({
  from: monthStart(year, month),
  to: monthStart(year, month + 1),
  firstPartition: partition(year, month - 1),
  lastPartition: partition(year, month + 1),
  fixedOffset: fixedFrom(year),
});

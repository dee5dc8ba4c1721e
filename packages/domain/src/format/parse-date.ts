import { DEFAULT_TIME_ZONE } from '../constants';
import { VALIDATION_MESSAGES } from '../errors/catalogue-validation';
import { fail, ok, type Result } from '../errors/result';
import { type DateRange, dateRangeMessage, outsideDateRange } from '../validators/date-range';
import { calendarDay, isoDayIn } from './date';

// `range` (the contract's x-date-range) replaces the not-in-the-future rule when given.
export type ParseDateOptions = { now?: Date; timeZone?: string; allowFuture?: boolean; range?: DateRange };

const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

// Reads DD/MM/YYYY typed by a user and answers the API's YYYY-MM-DD.
export const parseDate = (text: string, options: ParseDateOptions = {}): Result<string> => {
  const { now = new Date(), timeZone = DEFAULT_TIME_ZONE, allowFuture = false, range } = options;
  const match = DMY.exec(text.trim());
  if (!match) return fail(VALIDATION_MESSAGES.dateFormat);
  const [, dd = '', mm = '', yyyy = ''] = match;
  if (!calendarDay(Number(yyyy), Number(mm), Number(dd))) return fail(VALIDATION_MESSAGES.dateNonexistent);
  const iso = `${yyyy}-${mm}-${dd}`;
  const today = isoDayIn(now, timeZone);
  const outside = range && outsideDateRange(iso, range, today);
  if (outside) return fail(dateRangeMessage(outside));
  if (!range && !allowFuture && iso > today) return fail(VALIDATION_MESSAGES.dateInFuture);
  return ok(iso);
};

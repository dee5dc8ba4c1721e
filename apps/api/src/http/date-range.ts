import { type DateRange, dateRangeMessage, outsideDateRange, ptText } from '@rec/domain';
import type { KeywordDefinition } from 'ajv';
import { businessDate } from '../resources/invoices/amounts';

// `x-date-range` (the contract's vendor keyword beside `format: date`): the range a date's meaning
// allows. Bounds such as 'today' move with the calendar, which no static JSON Schema keyword can
// say, so Ajv asks the domain's one reading of them on every request, on the registry's day.
// A value that is not a date is left to `format`; the error carries the field's pt message.

interface RangeError {
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

type Validate = ((schema: DateRange, data: unknown) => boolean) & { errors?: RangeError[] };

const validate: Validate = (range, data) => {
  validate.errors = [];
  if (typeof data !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(data)) return true;
  const outside = outsideDateRange(data, range, businessDate(new Date()));
  if (!outside) return true;
  validate.errors = [{ keyword: 'x-date-range', message: ptText(dateRangeMessage(outside)), params: { ...outside } }];
  return false;
};

export const dateRangeKeyword: KeywordDefinition = {
  keyword: 'x-date-range',
  type: 'string',
  schemaType: 'object',
  errors: true,
  validate,
};

import type { MoveSelectionForm } from '@rec/domain/hourly';

// What an hourly move's form holds: the selection and what the move adds (a transfer's
// destination, a retirement's accounts, beneficiary and purpose), all as the inputs hold them.

export type MoveValues = MoveSelectionForm & {
  destination_account_code: string;
  retirement_account_id: string;
  beneficiary_id: string;
  purpose: string;
  notes: string;
};
export type MoveField = keyof MoveValues;

export const EVERY_WEEKDAY = [0, 1, 2, 3, 4, 5, 6] as const;

/** An empty form on the given month: every day, every hour, every bundle of the selection. */
export const emptyMove = (month: string): MoveValues => ({
  account_id: '',
  period: 'month',
  month,
  day_from: '',
  day_to: '',
  weekdays: EVERY_WEEKDAY,
  hour_from: '0',
  hour_to: '24',
  business_id: '',
  source_id: '',
  submarket: '',
  volume: '',
  all_hours: true,
  destination_account_code: '',
  retirement_account_id: '',
  beneficiary_id: '',
  purpose: '',
  notes: '',
});

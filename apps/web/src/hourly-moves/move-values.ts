import { emptySelectionForm, type MoveSelectionForm } from '@rec/domain/hourly';

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

/** An empty form on the given month: every day, every hour, every bundle of the selection. */
export const emptyMove = (month: string): MoveValues => ({
  ...emptySelectionForm(month),
  destination_account_code: '',
  retirement_account_id: '',
  beneficiary_id: '',
  purpose: '',
  notes: '',
});

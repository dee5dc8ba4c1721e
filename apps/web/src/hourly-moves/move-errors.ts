import { type DomainError, type DomainMessage, InputError, messageFor } from '@rec/domain';
import { selectionFieldOf } from '@rec/domain/hourly';
import type { MoveField } from './move-values';

// Where a server refusal of an hourly move shows: under the input it is about (a selection short
// of its volume under the volume, an unknown destination under the destination, a 422's fields
// under theirs), else in the snackbar.

/** The texts a refusal shows that are not the code's catalogue line. */
export type MoveErrorTexts = { destinationNotFound: DomainMessage | string; short: DomainMessage | string };
export type Placed = { fields: Partial<Record<MoveField, DomainMessage | string>>; toast: DomainMessage | null };

const DESTINATION_CODES = new Set(['NOT_FOUND', 'SAME_ACCOUNT', 'NOT_A_TRADE_ACCOUNT']);
const EXTRA: readonly MoveField[] = [
  'destination_account_code',
  'retirement_account_id',
  'beneficiary_id',
  'purpose',
  'notes',
];

/**
 * `booking`: the refusal of the move itself, where a 404 is about the destination; a preview's
 * 404 can only be the source account (a participant moves only from its own).
 */
export function placeMoveError(error: DomainError, booking: boolean, texts: MoveErrorTexts): Placed {
  const message = messageFor(error);
  // The code's catalogue line says only "insufficient balance": the selection's own words say
  // what to change (the server's text, with the figures, is pt only: ADR 0096).
  if (error.code === 'INSUFFICIENT_BALANCE') return { fields: { volume: texts.short }, toast: null };
  if (booking && error.code && DESTINATION_CODES.has(error.code))
    return {
      fields: { destination_account_code: error.code === 'NOT_FOUND' ? texts.destinationNotFound : message },
      toast: null,
    };
  if (!booking && error.code === 'NOT_FOUND') return { fields: { account_id: message }, toast: null };
  const fields: Placed['fields'] = {};
  if (error instanceof InputError) {
    for (const [path, text] of Object.entries(error.fieldErrors)) {
      const field = selectionFieldOf(path) ?? EXTRA.find((f) => f === path);
      if (field) fields[field] ??= text;
    }
  }
  return Object.keys(fields).length ? { fields, toast: null } : { fields, toast: message };
}

import { type DomainMessage, InputError, messageFor, toDomainError } from '@rec/domain';
import type { MatchingKey } from './types';

// Where a server refusal of a dry run or a confirmation shows: a 422's fields under their inputs
// (the preference list's under the list), anything else (nothing matched, a lost connection)
// above the form.

export type PlacedError = { fields: Partial<Record<MatchingKey, DomainMessage | string>>; page: DomainMessage | null };

const FIELDS: Readonly<Record<string, MatchingKey>> = {
  account_id: 'account_id',
  beneficiary_id: 'beneficiary_id',
  preference: 'order',
  plant_ids: 'plant_ids',
  source_ids: 'source_ids',
  retirement_account_id: 'retirement_account_id',
  purpose: 'purpose',
  notes: 'notes',
};

export function placeRunError(err: unknown): PlacedError {
  const error = toDomainError(err);
  const fields: PlacedError['fields'] = {};
  if (error instanceof InputError) {
    for (const [path, text] of Object.entries(error.fieldErrors)) {
      // `plant_ids.0` is about the list: the picker shows it.
      const field = FIELDS[path.split('.')[0] ?? ''];
      if (field) fields[field] ??= text;
    }
  }
  return Object.keys(fields).length ? { fields, page: null } : { fields, page: messageFor(error) };
}

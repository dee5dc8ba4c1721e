import type { HourlyMoveBody, HourlyMoveKind } from '@rec/domain';
import type { HourlySelectionBody } from '@rec/domain/hourly';
import type { MoveField, MoveValues } from './move-values';

// The body of the move once the selection holds: what the transfer or the retirement adds,
// checked as the contract asks (required, lengths), or the fields that are missing.

export type ExtraCheck = { ok: true; body: HourlyMoveBody } | { ok: false; missing: MoveField[] };

const trimmed = (text: string) => text.trim();
const note = (text: string) => (trimmed(text) ? trimmed(text) : null);

/** The move's own required inputs that are still empty. */
export function missingExtra(kind: HourlyMoveKind, v: MoveValues): MoveField[] {
  if (kind === 'transfer') return trimmed(v.destination_account_code) ? [] : ['destination_account_code'];
  const missing: MoveField[] = [];
  if (!/^[1-9]\d*$/.test(v.retirement_account_id)) missing.push('retirement_account_id');
  if (!/^[1-9]\d*$/.test(v.beneficiary_id)) missing.push('beneficiary_id');
  if (!trimmed(v.purpose)) missing.push('purpose');
  return missing;
}

export function moveBody(kind: HourlyMoveKind, v: MoveValues, selection: HourlySelectionBody): ExtraCheck {
  const missing = missingExtra(kind, v);
  if (missing.length) return { ok: false, missing };
  if (kind === 'transfer')
    return {
      ok: true,
      body: { kind, selection, destination_account_code: trimmed(v.destination_account_code), notes: note(v.notes) },
    };
  return {
    ok: true,
    body: {
      kind,
      selection,
      retirement_account_id: Number(v.retirement_account_id),
      beneficiary_id: Number(v.beneficiary_id),
      purpose: trimmed(v.purpose),
      notes: note(v.notes),
    },
  };
}

import type { DomainError, DomainMessage } from '@rec/domain';
import { selectionOf } from '@rec/domain/hourly';
import type { IntlShape } from 'react-intl';
import { translate } from '../i18n/translate';
import { hourlyMoveMessages as m } from './messages';
import { type MoveErrorTexts, placeMoveError } from './move-errors';
import { missingExtra, type moveBody } from './move-extra';
import type { MoveField, MoveValues } from './move-values';

export type FieldErrors = Partial<Record<MoveField, string>>;
type Kind = Parameters<typeof moveBody>[0];

// The messages under the inputs: what the form finds wrong (once the user asked to review),
// then what the live preview's refusal is about, then what the booking's refusal was about.
export function fieldErrors(
  intl: IntlShape,
  kind: Kind,
  values: MoveValues,
  shown: boolean,
  previewError: DomainError | null,
  booked: Partial<Record<MoveField, DomainMessage | string>>,
  texts: MoveErrorTexts,
): FieldErrors {
  const out: FieldErrors = {};
  const check = selectionOf(values);
  if (shown && !check.ok)
    for (const [field, problem] of Object.entries(check.problems))
      out[field as MoveField] = intl.formatMessage(m[`error.${problem}`]);
  if (shown) for (const field of missingExtra(kind, values)) out[field] = intl.formatMessage(m['error.required']);
  if (previewError)
    for (const [field, message] of Object.entries(placeMoveError(previewError, false, texts).fields))
      out[field as MoveField] ??= translate(intl, message);
  for (const [field, message] of Object.entries(booked)) out[field as MoveField] ??= translate(intl, message);
  return out;
}

import { useIntl } from 'react-intl';
import { translate } from '../i18n/translate';
import { hourlyMatchingMessages as m } from './messages';
import type { MatchingErrors, MatchingKey } from './types';
import type { useMatchingRun } from './use-matching-run';

type State = Pick<ReturnType<typeof useMatchingRun>, 'check' | 'retirement' | 'shown' | 'server'>;

// The messages under the inputs: what the form finds wrong once the user asked for a dry run (or,
// for the retirement's fields, a review), then what the server's refusal was about.
export function useMatchingErrors({ check, retirement, shown, server }: State): MatchingErrors {
  const intl = useIntl();
  const out: MatchingErrors = {};
  if (shown !== 'none' && !check.ok)
    for (const [field, problem] of Object.entries(check.problems))
      out[field as MatchingKey] = intl.formatMessage(m[`error.${problem}`]);
  if (shown === 'retire' && retirement && !retirement.ok)
    for (const field of Object.keys(retirement.problems))
      out[field as MatchingKey] = intl.formatMessage(m['error.required']);
  for (const [field, message] of Object.entries(server)) out[field as MatchingKey] ??= translate(intl, message);
  return out;
}

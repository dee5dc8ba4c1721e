import {
  emptyMatchingRule,
  type MatchingRuleBody,
  type MatchingRuleField,
  type MatchingRuleForm,
  matchingRuleFormOf,
  matchingRuleOf,
} from '@rec/domain/hourly';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { automationHoursMessages as m } from './messages';

type Errors = Partial<Record<MatchingRuleField, string>>;

/** The matching mode's inputs (ADR 0111): the stored mode or oldest first, and their errors. */
export function useMatchingValues(stored: MatchingRuleBody | null) {
  const intl = useIntl();
  const [values, setValues] = useState<MatchingRuleForm>(() =>
    stored ? matchingRuleFormOf(stored) : emptyMatchingRule(),
  );
  const [server, setServer] = useState<Errors>({});
  const set = (field: MatchingRuleField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer(({ [field]: _, ...rest }) => rest);
  };
  /** The API's refusals, then (once the user tried to save) the form's own checks. */
  const errors = (shown: boolean): Errors => {
    const out: Errors = { ...server };
    const check = matchingRuleOf(values);
    if (shown && !check.ok)
      for (const [field, problem] of Object.entries(check.problems))
        out[field as MatchingRuleField] ??= intl.formatMessage(m[`error.${problem}`]);
    return out;
  };
  return { values, set, errors, refused: setServer };
}

import { Body1, Field, Radio, RadioGroup } from '@fluentui/react-components';
import type { MatchingRuleField, MatchingRuleForm } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { type Granularity, MoveGranularity } from '../hourly-moves/MoveGranularity';
import type { MoveField, MoveValues } from '../hourly-moves/move-values';
import { SelectionFields } from '../hourly-moves/SelectionFields';
import { useMoveStyles } from '../hourly-moves/styles';
import type { Option } from '../hourly-moves/use-move-options';
import { WhatFields } from '../hourly-moves/WhatFields';
import { MatchingFields } from './MatchingFields';
import { automationHoursMessages as m } from './messages';
import type { HourlyKind } from './rule-hours';

type Props = {
  granularity: Granularity;
  onGranularity: (g: Granularity) => void;
  kind: HourlyKind;
  onKind: (k: HourlyKind) => void;
  values: MoveValues;
  set: <K extends MoveField>(field: K, value: MoveValues[K]) => void;
  errors: Partial<Record<MoveField, string>>;
  matching: MatchingRuleForm;
  setMatching: (field: MatchingRuleField, value: string) => void;
  matchingErrors: Partial<Record<MatchingRuleField, string>>;
  plants: readonly Option[];
  sources: readonly Option[];
};

// The rule's Mensal / Horária choice and, for Horária, what it retires: the hours chosen with the
// hourly moves' own selection inputs (without the account: the rule's trade account is the
// selection's), or the beneficiary's consumption hour by hour (ADR 0111).
export function AutomationHours(props: Props) {
  const { granularity, onGranularity, kind, onKind, values, set, errors, plants, sources } = props;
  const intl = useIntl();
  const styles = useMoveStyles();
  return (
    <div className={styles.page}>
      <MoveGranularity value={granularity} onChange={onGranularity} />
      {granularity === 'hourly' ? (
        <Field label={intl.formatMessage(m.kind)}>
          <RadioGroup value={kind} onChange={(_, d) => onKind(d.value === 'matching' ? 'matching' : 'hours')}>
            <Radio value="hours" label={intl.formatMessage(m.kindHours)} />
            <Radio value="matching" label={intl.formatMessage(m.kindMatching)} />
          </RadioGroup>
        </Field>
      ) : null}
      {granularity === 'hourly' && kind === 'hours' ? (
        <>
          <Body1>{intl.formatMessage(m.intro)}</Body1>
          <SelectionFields values={values} set={set} errors={errors} />
          <WhatFields values={values} set={set} errors={errors} plants={plants} sources={sources} />
        </>
      ) : null}
      {granularity === 'hourly' && kind === 'matching' ? (
        <MatchingFields
          values={props.matching}
          set={props.setMatching}
          errors={props.matchingErrors}
          sources={sources}
        />
      ) : null}
    </div>
  );
}

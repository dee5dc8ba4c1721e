import { Body1 } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { type Granularity, MoveGranularity } from '../hourly-moves/MoveGranularity';
import type { MoveField, MoveValues } from '../hourly-moves/move-values';
import { SelectionFields } from '../hourly-moves/SelectionFields';
import { useMoveStyles } from '../hourly-moves/styles';
import type { Option } from '../hourly-moves/use-move-options';
import { WhatFields } from '../hourly-moves/WhatFields';
import { automationHoursMessages as m } from './messages';

type Props = {
  granularity: Granularity;
  onGranularity: (g: Granularity) => void;
  values: MoveValues;
  set: <K extends MoveField>(field: K, value: MoveValues[K]) => void;
  errors: Partial<Record<MoveField, string>>;
  plants: readonly Option[];
  sources: readonly Option[];
};

// The rule's Mensal / Horária choice and, for Horária, the hourly moves' own selection inputs
// (Brasília days and hours, plant, source, submarket, volume) without the account: the rule's
// trade account is the selection's.
export function AutomationHours({ granularity, onGranularity, values, set, errors, plants, sources }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  return (
    <div className={styles.page}>
      <MoveGranularity value={granularity} onChange={onGranularity} />
      {granularity === 'hourly' ? (
        <>
          <Body1>{intl.formatMessage(m.intro)}</Body1>
          <SelectionFields values={values} set={set} errors={errors} />
          <WhatFields values={values} set={set} errors={errors} plants={plants} sources={sources} />
        </>
      ) : null}
    </div>
  );
}

import { type HourlySelectionBody, selectionFormOf } from '@rec/domain/hourly';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceForm } from '../form/ResourceForm';
import { lastClosedMonth } from '../hourly/use-heatmap';
import type { Granularity } from '../hourly-moves/MoveGranularity';
import { hourlyMoveMessages as hm } from '../hourly-moves/messages';
import { emptyMove, type MoveField, type MoveValues } from '../hourly-moves/move-values';
import { useMoveOptions } from '../hourly-moves/use-move-options';
import { AutomationHours } from './AutomationHours';
import { placeRuleRefusal, ruleHoursBody, ruleHoursProblems } from './rule-hours';

type Errors = Partial<Record<MoveField, string>>;

// The automation rule's form: the resource's own fields, then Mensal / Horária. `stored`: the
// selection the edited rule holds, shown again as Brasília days and hours (selectionFormOf).
export function AutomationForm({ stored }: { stored: HourlySelectionBody | null }) {
  const intl = useIntl();
  const options = useMoveOptions('transfer');
  const [granularity, setGranularity] = useState<Granularity>(stored ? 'hourly' : 'monthly');
  const [values, setValues] = useState<MoveValues>(() =>
    stored ? { ...emptyMove(''), ...selectionFormOf(stored) } : emptyMove(lastClosedMonth()),
  );
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<Errors>({});
  const set = <K extends MoveField>(field: K, value: MoveValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer(({ [field]: _, ...rest }) => rest);
  };
  const errors: Errors = { ...server };
  if (shown && granularity === 'hourly')
    for (const [field, problem] of Object.entries(ruleHoursProblems(values)))
      if (field !== 'account_id') errors[field as MoveField] ??= intl.formatMessage(hm[`error.${problem}`]);

  const extra = {
    node: (
      <AutomationHours
        granularity={granularity}
        onGranularity={setGranularity}
        values={values}
        set={set}
        errors={errors}
        plants={options.plants}
        sources={options.sources}
      />
    ),
    touch: () => setShown(true),
    body: (checked: Record<string, unknown>) => {
      const made = ruleHoursBody(granularity, values, checked.trade_account_id, stored !== null);
      return made.ok ? made.add : null;
    },
    refusal: (error: Parameters<typeof placeRuleRefusal>[0]) => {
      const placed = placeRuleRefusal(error, values.period);
      if (!placed) return null;
      setServer(placed.hours);
      return placed.form;
    },
  };
  return <ResourceForm name="redemptionsautomations" extra={extra} />;
}

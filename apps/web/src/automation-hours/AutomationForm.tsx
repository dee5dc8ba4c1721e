import { type HourlySelectionBody, type MatchingRuleBody, selectionFormOf } from '@rec/domain/hourly';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ResourceForm } from '../form/ResourceForm';
import { lastClosedMonth } from '../hourly/use-heatmap';
import type { Granularity } from '../hourly-moves/MoveGranularity';
import { hourlyMoveMessages as hm } from '../hourly-moves/messages';
import { emptyMove, type MoveField, type MoveValues } from '../hourly-moves/move-values';
import { useMoveOptions } from '../hourly-moves/use-move-options';
import { AutomationHours } from './AutomationHours';
import { type HourlyKind, placeRuleRefusal, ruleHoursBody, ruleHoursProblems } from './rule-hours';
import { useMatchingValues } from './use-matching-values';

type Errors = Partial<Record<MoveField, string>>;
type Stored = { selection: HourlySelectionBody | null; matching: MatchingRuleBody | null };

// The automation rule's form: the resource's own fields, then Mensal / Horária and, for Horária,
// the hours chosen or the beneficiary's consumption hour by hour. `stored`: what the edited rule
// holds, shown again (selectionFormOf, matchingRuleFormOf).
export function AutomationForm({ stored }: { stored: Stored }) {
  const intl = useIntl();
  const options = useMoveOptions('transfer');
  const held = { selection: stored.selection !== null, matching: stored.matching !== null };
  const [granularity, setGranularity] = useState<Granularity>(held.selection || held.matching ? 'hourly' : 'monthly');
  const [kind, setKind] = useState<HourlyKind>(held.matching ? 'matching' : 'hours');
  const [values, setValues] = useState<MoveValues>(() =>
    stored.selection ? { ...emptyMove(''), ...selectionFormOf(stored.selection) } : emptyMove(lastClosedMonth()),
  );
  const matching = useMatchingValues(stored.matching);
  const [shown, setShown] = useState(false);
  const [server, setServer] = useState<Errors>({});
  const set = <K extends MoveField>(field: K, value: MoveValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer(({ [field]: _, ...rest }) => rest);
  };
  const hourly = granularity === 'hourly';
  const errors: Errors = { ...server };
  if (shown && hourly && kind === 'hours')
    for (const [field, problem] of Object.entries(ruleHoursProblems(values)))
      if (field !== 'account_id') errors[field as MoveField] ??= intl.formatMessage(hm[`error.${problem}`]);

  const extra = {
    node: (
      <AutomationHours
        granularity={granularity}
        onGranularity={setGranularity}
        kind={kind}
        onKind={setKind}
        values={values}
        set={set}
        errors={errors}
        matching={matching.values}
        setMatching={matching.set}
        matchingErrors={matching.errors(shown && hourly && kind === 'matching')}
        plants={options.plants}
        sources={options.sources}
      />
    ),
    touch: () => setShown(true),
    body: (checked: Record<string, unknown>) => {
      const made = ruleHoursBody(granularity, kind, values, matching.values, checked.trade_account_id, held);
      return made.ok ? made.add : null;
    },
    refusal: (error: Parameters<typeof placeRuleRefusal>[0]) => {
      const placed = placeRuleRefusal(error, values.period);
      if (!placed) return null;
      setServer(placed.hours);
      matching.refused(placed.matching);
      return placed.form;
    },
  };
  return <ResourceForm name="redemptionsautomations" extra={extra} />;
}

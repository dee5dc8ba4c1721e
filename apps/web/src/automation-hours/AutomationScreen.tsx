import { asHourlySelection, asMatchingRule } from '@rec/domain/hourly';
import { ResourceForm } from '../form/ResourceForm';
import { useRecord } from '../show/use-record';
import { AutomationForm } from './AutomationForm';

// Route module of the participant's new or edited automation rule (ADR 0101 addendum, ADR 0111).
// An edit waits for its rule (the resource's form shows the loading state) so the choice starts
// from what the rule holds.
export function Component() {
  const { id, record } = useRecord('redemptionsautomations');
  if (id !== null && !record.data) return <ResourceForm name="redemptionsautomations" />;
  const stored = {
    selection: asHourlySelection(record.data?.hourly_selection),
    matching: asMatchingRule(record.data?.hourly_matching),
  };
  return <AutomationForm key={id ?? 'new'} stored={stored} />;
}

import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { hourlyMoveMessages as m } from './messages';

export type Granularity = 'monthly' | 'hourly';

// Which certificates the screen moves: monthly ones (the resource's own form) or hourly ones by
// hours (the hour-range selection).
export function MoveGranularity({ value, onChange }: { value: Granularity; onChange: (g: Granularity) => void }) {
  const intl = useIntl();
  return (
    <Field label={intl.formatMessage(m.granularity)}>
      <RadioGroup
        layout="horizontal"
        value={value}
        onChange={(_, d) => onChange(d.value === 'hourly' ? 'hourly' : 'monthly')}
      >
        <Radio value="monthly" label={intl.formatMessage(m.monthly)} />
        <Radio value="hourly" label={intl.formatMessage(m.hourly)} />
      </RadioGroup>
    </Field>
  );
}

import { Button, Field, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { CloudArrowDown20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ReferenceSelect } from '../form/ReferenceSelect';
import { importMessages as m } from './messages';
import type { FetchQuery } from './use-import';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  year: { width: '112px' },
});

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

// The month before this one: CCEE publishes a month once it has closed.
const lastMonth = () => {
  const now = new Date();
  const month = now.getUTCMonth();
  return month === 0 ? { month: 12, year: now.getUTCFullYear() - 1 } : { month, year: now.getUTCFullYear() };
};

type Props = { plant: boolean; onFetch: (query: FetchQuery) => void; label?: MessageDescriptor };

// The connector's import asks for a month (and, month by month, one plant) instead of a file.
export function FetchStep({ plant, onFetch, label = m.fetch }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [period, setPeriod] = useState(lastMonth);
  const [business, setBusiness] = useState('');
  const ready = !plant || business !== '';
  const monthName = (month: number) =>
    intl.formatDate(Date.UTC(2020, month - 1, 15), { month: 'long', timeZone: 'UTC' });
  return (
    <div className={styles.row}>
      <Field label={intl.formatMessage(m.month)}>
        <Select value={String(period.month)} onChange={(_, d) => setPeriod((p) => ({ ...p, month: Number(d.value) }))}>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={intl.formatMessage(m.year)}>
        <Input
          className={styles.year}
          type="number"
          min={2000}
          max={2100}
          value={String(period.year)}
          onChange={(_, d) => setPeriod((p) => ({ ...p, year: Number(d.value) }))}
        />
      </Field>
      {plant ? (
        <Field label={intl.formatMessage(m.plant)} required>
          <ReferenceSelect
            name="business_id"
            reference="businesses"
            value={business}
            onChange={setBusiness}
            onBlur={() => undefined}
            ref={null}
          />
        </Field>
      ) : null}
      <Button
        appearance="primary"
        icon={<CloudArrowDown20Regular />}
        disabled={!ready}
        onClick={() => onFetch({ ...period, ...(plant ? { business_id: Number(business) } : {}) })}
      >
        {intl.formatMessage(label)}
      </Button>
    </div>
  );
}

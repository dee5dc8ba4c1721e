import { Select } from '@fluentui/react-components';
import { type ResourceName, resource, resourceApi } from '@rec/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { api } from '../app/api';
import { formMessages as m } from './messages';

type Props = {
  name: string;
  reference: ResourceName;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: React.Ref<HTMLSelectElement>;
  'aria-invalid'?: boolean;
};

// Catalogues (sources for a technology, say) are short: the first 1000 rows are all of them.
const OPTION_LIMIT = 1000;

export function ReferenceSelect({ reference, onChange, ...props }: Props) {
  const intl = useIntl();
  const client = useMemo(() => resourceApi(api, reference), [reference]);
  const title = resource(reference).title ?? 'id';
  const { data, error } = useSWR([reference, 'options'], () => client.list({ page: 1, amount: OPTION_LIMIT }));
  return (
    <Select {...props} onChange={(_, d) => onChange(d.value)}>
      <option value="">{intl.formatMessage(error ? m.optionsFailed : m.choose)}</option>
      {(data?.data ?? []).map((row) => (
        <option key={String(row.id)} value={String(row.id)}>
          {String(row[title] ?? row.id)}
        </option>
      ))}
    </Select>
  );
}

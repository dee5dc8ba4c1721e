import { Select } from '@fluentui/react-components';
import { type ResourceName, resource, resourceApi } from '@rec/domain';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import type { Translatable } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { formMessages as m } from './messages';

type Props = {
  name: string;
  reference: ResourceName;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: React.Ref<HTMLSelectElement>;
  'aria-invalid'?: boolean;
  // What the empty option says: 'Selecione' in a form, 'Todos' in a filter.
  emptyLabel?: Translatable;
};

// Catalogues (sources for a technology, say) are short: the first 1000 rows are all of them.
const OPTION_LIMIT = 1000;

export function ReferenceSelect({ reference, onChange, emptyLabel = m.choose, ...props }: Props) {
  const intl = useIntl();
  const api = useApi();
  const client = useMemo(() => resourceApi(api, reference), [api, reference]);
  const title = resource(reference).title ?? 'id';
  const { data, error } = useSWR([reference, 'options'], () => client.list({ page: 1, amount: OPTION_LIMIT }));
  return (
    <Select {...props} onChange={(_, d) => onChange(d.value)}>
      <option value="">{error ? intl.formatMessage(m.optionsFailed) : translate(intl, emptyLabel)}</option>
      {(data?.data ?? []).map((row) => (
        <option key={String(row.id)} value={String(row.id)}>
          {String(row[title] ?? row.id)}
        </option>
      ))}
    </Select>
  );
}

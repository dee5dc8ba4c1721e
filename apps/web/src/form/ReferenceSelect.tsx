import { Select } from '@fluentui/react-components';
import type { Lookup, ResourceName } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { Translatable } from '../i18n/translate';
import { translate } from '../i18n/translate';
import { formMessages as m } from './messages';
import { useLookupOptions } from './use-lookup';

type Props = {
  name: string;
  reference: ResourceName;
  // Options from another list (accounts by code); the reference's own list when absent.
  lookup?: Lookup | undefined;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: React.Ref<HTMLSelectElement>;
  'aria-invalid'?: boolean;
  // What the empty option says: 'Selecione' in a form, 'Todos' in a filter.
  emptyLabel?: Translatable;
};

export function ReferenceSelect({ reference, lookup, onChange, emptyLabel = m.choose, ...props }: Props) {
  const intl = useIntl();
  const { options, error } = useLookupOptions(reference, lookup);
  return (
    <Select {...props} onChange={(_, d) => onChange(d.value)}>
      <option value="">{error ? intl.formatMessage(m.optionsFailed) : translate(intl, emptyLabel)}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}

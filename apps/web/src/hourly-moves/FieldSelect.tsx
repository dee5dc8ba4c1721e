import { Field, Select } from '@fluentui/react-components';
import type { Option } from './use-move-options';

type Props = {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  error?: string | undefined;
  // The first option's text when "none" is a choice (every plant) or a prompt (pick an account).
  empty: string;
  required?: boolean;
};

// A labelled select whose message sits under it (Fluent's Field), as every input of the form.
export function FieldSelect({ label, value, options, onChange, error, empty, required }: Props) {
  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

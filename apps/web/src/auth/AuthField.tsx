import { Field, Input, type InputProps } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { type Translatable, translate } from '../i18n/translate';

type Props = {
  name: string;
  label: string;
  value: string;
  error: Translatable | undefined;
  onChange: (value: string) => void;
  type?: InputProps['type'];
  autoComplete?: string;
};

// Fluent's Field shows the rule's message under the input (role="alert", aria-invalid).
export function AuthField({ name, label, value, error, onChange, type = 'text', autoComplete }: Props) {
  const intl = useIntl();
  return (
    <Field label={label} required validationMessage={error ? translate(intl, error) : undefined}>
      <Input
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(_, data) => onChange(data.value)}
      />
    </Field>
  );
}

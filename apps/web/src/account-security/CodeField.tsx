import { Field, Input } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { securityMessages as m } from './messages';

type Props = { value: string; onChange: (value: string) => void; missing: boolean };

/** The code of the authenticator app (or a recovery code where the call takes one). */
export function CodeField({ value, onChange, missing }: Props) {
  const intl = useIntl();
  return (
    <Field
      label={intl.formatMessage(m.code)}
      required
      validationMessage={missing && !value.trim() ? intl.formatMessage(m.codeRequired) : undefined}
    >
      <Input name="code" autoComplete="one-time-code" value={value} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}

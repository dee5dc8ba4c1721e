import { Button, Field, Input, Text } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { AuthCard, useAuthFormStyles } from './AuthCard';
import { authMessages } from './messages';
import { secondFactorMessages as m } from './second-factor-messages';

type Props = {
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
};

// After a correct password of an account with two factors (ADR 0121): the code of the
// authenticator app, or a recovery code. One field; the server says whether it is right.
export function SecondFactorForm({ onSubmit, onBack }: Props) {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setMissing(true);
    setBusy(true);
    try {
      await onSubmit(code.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={intl.formatMessage(m.title)}>
      <form method="post" className={styles.form} onSubmit={submit} noValidate>
        <Text>{intl.formatMessage(m.hint)}</Text>
        <Field
          label={intl.formatMessage(m.code)}
          required
          validationMessage={missing && !code.trim() ? intl.formatMessage(m.required) : undefined}
        >
          <Input
            name="code"
            autoComplete="one-time-code"
            inputMode="text"
            value={code}
            onChange={(_, data) => setCode(data.value)}
          />
        </Field>
        <div className={styles.actions}>
          <Button appearance="subtle" type="button" onClick={onBack}>
            {intl.formatMessage(authMessages.back)}
          </Button>
          <Button appearance="primary" type="submit" disabled={busy}>
            {intl.formatMessage(m.submit)}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

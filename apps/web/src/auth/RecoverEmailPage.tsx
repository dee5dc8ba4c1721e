import { Button, Text } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { session } from '../app/services';
import { useNotify } from '../notify/NotifyProvider';
import { AuthCard, useAuthFormStyles } from './AuthCard';
import { AuthField } from './AuthField';
import { authMessages as m } from './messages';
import { PublicLink } from './PublicLink';
import { useAuthForm } from './use-auth-form';
import { useRecovery } from './use-recovery';

// Asks for the recovery e-mail; the answer (sent, or the failure) shows in the snackbar.
export function Component() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const notify = useNotify();
  const recovery = useRecovery();
  const form = useAuthForm('recoverEmail', { email: '' });

  const onSubmit = form.submit(async ({ email }) => {
    const result = await recovery.run(() => session.recoverEmail(email.trim()));
    notify({ message: result.message, intent: result.ok ? 'success' : 'error' });
  });

  return (
    <AuthCard title={intl.formatMessage(m.recoverTitle)}>
      <Text>{intl.formatMessage(m.recoverHint)}</Text>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AuthField {...form.field('email')} type="email" autoComplete="email" label={intl.formatMessage(m.email)} />
        <div className={styles.actions}>
          <PublicLink to="/signin">{intl.formatMessage(m.back)}</PublicLink>
          <Button appearance="primary" type="submit" disabled={recovery.status === 'loading'}>
            {intl.formatMessage(m.recoverSubmit)}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

import { Button } from '@fluentui/react-components';
import { RECOVER_MESSAGES } from '@rec/domain';
import { useIntl } from 'react-intl';
import { navigateTo, readLocation } from '../app/location';
import { session } from '../app/services';
import { useNotify } from '../notify/NotifyProvider';
import { AuthCard, useAuthFormStyles } from './AuthCard';
import { AuthField } from './AuthField';
import { authMessages as m } from './messages';
import { PublicLink } from './PublicLink';
import { useAuthForm } from './use-auth-form';
import { useRecovery } from './use-recovery';

// The link in the recovery e-mail lands here with ?token=…; after saving, back to sign-in in 4 s.
export function Component() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const notify = useNotify();
  const recovery = useRecovery();
  const form = useAuthForm('newPassword', {
    password: '',
    password_confirmation: '',
    token: new URLSearchParams(readLocation().search).get('token') ?? '',
  });

  const onSubmit = form.submit(
    async (values) => {
      const result = await recovery.run(() => session.newPassword(values));
      notify({ message: result.message, intent: result.ok ? 'success' : 'error' });
      const redirect = result.redirect;
      if (redirect) setTimeout(() => navigateTo(redirect.to, { replace: true }), redirect.afterMs);
    },
    // The token is no field of the form: its rule's message goes to the snackbar (§5).
    (errors) => {
      if (errors.token) notify({ message: RECOVER_MESSAGES.newPasswordFailed });
    },
  );

  return (
    <AuthCard title={intl.formatMessage(m.newPasswordTitle)}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AuthField
          {...form.field('password')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage(m.newPassword)}
        />
        <AuthField
          {...form.field('password_confirmation')}
          type="password"
          autoComplete="new-password"
          label={intl.formatMessage(m.confirmation)}
        />
        <div className={styles.actions}>
          <PublicLink to="/signin">{intl.formatMessage(m.back)}</PublicLink>
          <Button
            appearance="primary"
            type="submit"
            disabled={recovery.status === 'loading' || recovery.status === 'success'}
          >
            {intl.formatMessage(m.newPasswordSubmit)}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

import { Button } from '@fluentui/react-components';
import { AUTH_MESSAGES } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { AuthCard, useAuthFormStyles } from './AuthCard';
import { AuthField } from './AuthField';
import { authMessages as m } from './messages';
import { PublicLink } from './PublicLink';
import { useAuthForm } from './use-auth-form';

// Sign-in. On success the signed-in app loads (app/Gate.tsx) and its root guard takes the user
// to the page first asked for, or home.
export function Component() {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  const notify = useNotify();
  const { signIn } = useSession();
  const form = useAuthForm('signIn', { email: '', password: '' });

  const onSubmit = form.submit(async (values) => {
    const result = await signIn({ email: values.email.trim(), password: values.password });
    // §8: a failed login shows 'Erro' along with the reason when there is one.
    if (!result.ok)
      notify(
        result.message.id === AUTH_MESSAGES.loginFailed.id
          ? { message: result.message }
          : { title: AUTH_MESSAGES.loginFailed, message: result.message },
      );
  });

  return (
    <AuthCard title={intl.formatMessage(m.signInTitle)}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <AuthField {...form.field('email')} type="email" autoComplete="username" label={intl.formatMessage(m.email)} />
        <AuthField
          {...form.field('password')}
          type="password"
          autoComplete="current-password"
          label={intl.formatMessage(m.password)}
        />
        <div className={styles.actions}>
          <PublicLink to="/recoverEmail">{intl.formatMessage(m.forgot)}</PublicLink>
          <Button appearance="primary" type="submit" disabled={form.submitting}>
            {intl.formatMessage(m.signInSubmit)}
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}

import { Button } from '@fluentui/react-components';
import type { FormEvent, Ref } from 'react';
import { useIntl } from 'react-intl';
import { AuthCard, useAuthFormStyles } from './AuthCard';
import { AuthField } from './AuthField';
import { authMessages as m } from './messages';
import { PublicLink } from './PublicLink';
import type { AuthForm } from './use-auth-form';

export type SignInValues = { email: string; password: string };
export const EMPTY_SIGN_IN: SignInValues = { email: '', password: '' };

type Props = {
  form: AuthForm<keyof SignInValues>;
  onSubmit?: (event: FormEvent) => void;
  formRef?: Ref<HTMLFormElement>;
};

// The sign-in card as the app shows it and as the build prerenders it (auth/prerender/): one
// markup, so the static copy and the app's form sit at the same place. method="post": were a
// submit ever to go through unhandled, the password would not end up in an address.
export function SignInForm({ form, onSubmit, formRef }: Props) {
  const intl = useIntl();
  const styles = useAuthFormStyles();
  return (
    <AuthCard title={intl.formatMessage(m.signInTitle)}>
      <form ref={formRef} method="post" className={styles.form} onSubmit={onSubmit} noValidate>
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

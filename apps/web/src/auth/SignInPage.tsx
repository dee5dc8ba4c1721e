import { AUTH_MESSAGES, type SignInResult, TWO_FACTOR_MESSAGES } from '@rec/domain';
import { useState } from 'react';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { usePrerenderHandOff } from './prerender/use-prerendered';
import { SecondFactorForm } from './SecondFactorForm';
import { EMPTY_SIGN_IN, SignInForm } from './SignInForm';
import { useAuthForm } from './use-auth-form';

// Sign-in. On success the signed-in app loads (app/Gate.tsx) and its root guard takes the user
// to the page first asked for, or home. A visitor may already be typing into the build's static
// copy of this screen: the form takes over from it (prerender/use-prerendered.ts).
export function Component() {
  const notify = useNotify();
  const { signIn, signInWithCode } = useSession();
  const form = useAuthForm('signIn', EMPTY_SIGN_IN);
  const formRef = usePrerenderHandOff(form.replace);
  // Set when the password was right and the account has two factors (ADR 0121).
  const [challenge, setChallenge] = useState<string | null>(null);

  // §8: a failed login shows 'Erro' along with the reason when there is one.
  const failed = (result: SignInResult) => {
    if (result.ok) return;
    notify(
      result.message.id === AUTH_MESSAGES.loginFailed.id
        ? { message: result.message }
        : { title: AUTH_MESSAGES.loginFailed, message: result.message },
    );
  };

  const onSubmit = form.submit(async (values) => {
    const result = await signIn({ email: values.email.trim(), password: values.password });
    if (!result.ok && result.challenge) return setChallenge(result.challenge);
    failed(result);
  });

  if (challenge) {
    return (
      <SecondFactorForm
        onBack={() => setChallenge(null)}
        onSubmit={async (code) => {
          const result = await signInWithCode(challenge, code);
          // A spent or expired challenge cannot be retried: back to the password.
          if (!result.ok && result.message.id === TWO_FACTOR_MESSAGES.E_CHALLENGE_EXPIRED.id) setChallenge(null);
          failed(result);
        }}
      />
    );
  }
  return <SignInForm form={form} onSubmit={onSubmit} formRef={formRef} />;
}

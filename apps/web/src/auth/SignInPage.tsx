import { AUTH_MESSAGES } from '@rec/domain';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { usePrerenderHandOff } from './prerender/use-prerendered';
import { EMPTY_SIGN_IN, SignInForm } from './SignInForm';
import { useAuthForm } from './use-auth-form';

// Sign-in. On success the signed-in app loads (app/Gate.tsx) and its root guard takes the user
// to the page first asked for, or home. A visitor may already be typing into the build's static
// copy of this screen: the form takes over from it (prerender/use-prerendered.ts).
export function Component() {
  const notify = useNotify();
  const { signIn } = useSession();
  const form = useAuthForm('signIn', EMPTY_SIGN_IN);
  const formRef = usePrerenderHandOff(form.replace);

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

  return <SignInForm form={form} onSubmit={onSubmit} formRef={formRef} />;
}

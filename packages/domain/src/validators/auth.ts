import { z } from 'zod/mini';
import { RECOVER_MESSAGES } from '../errors/catalogue-auth';
import { VALIDATION_MESSAGES as V } from '../errors/catalogue-validation';
import { emailField, passwordField, requiredText } from './fields';

export const signInSchema = z.object({
  email: emailField(V.emailRequired),
  password: requiredText(V.passwordRequired),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const recoverEmailSchema = z.object({ email: emailField(V.emailRequired) });
export type RecoverEmailInput = z.infer<typeof recoverEmailSchema>;

// The token comes from the link in the e-mail, not from the user: without it the
// screen can only say that the new password could not be saved (§5).
export const newPasswordSchema = z
  .object({
    password: passwordField(),
    password_confirmation: requiredText(V.required),
    token: requiredText(RECOVER_MESSAGES.newPasswordFailed),
  })
  .check(
    z.refine((v) => v.password === v.password_confirmation, {
      error: V.passwordsDiffer.defaultMessage,
      path: ['password_confirmation'],
    }),
  );
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

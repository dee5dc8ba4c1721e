import { weakPassword } from '@rec/domain';
import { unprocessable } from '../http/errors';

/**
 * 422 on the password field when the domain's estimator (zxcvbn, score ≥ 2) finds the password
 * guessable, given its owner's e-mail and names: the same rule and text the web checks with.
 */
export async function assertStrongPassword(
  password: string,
  owner: readonly (string | null | undefined)[],
): Promise<void> {
  const weak = await weakPassword(password, owner);
  if (weak)
    throw unprocessable('VALIDATION_FAILED', weak.defaultMessage, [
      { field: 'password', code: 'weak', message: weak.defaultMessage },
    ]);
}

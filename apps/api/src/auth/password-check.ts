import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

// Stands in for the hash of an account that does not exist: made once, with the same parameters
// as every stored hash, from a password nobody knows.
let decoy: Promise<string> | undefined;

/**
 * Checks a password against the account's hash, or against a decoy when there is no account, so
 * that an unknown e-mail costs the same scrypt work as a wrong password (issue 35 #6): answering
 * in 4 ms instead of 56 ms told who has an account. The spec's two answers stay distinct by
 * design (E_USER_NOT_FOUND, E_PASSWORD_MISMATCH); only the time no longer adds to them.
 */
export async function passwordMatches(password: string, stored: string | undefined): Promise<boolean> {
  if (stored !== undefined) return verifyPassword(password, stored);
  decoy ??= hashPassword(randomBytes(24).toString('base64'));
  await verifyPassword(password, await decoy);
  return false;
}

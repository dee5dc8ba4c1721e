import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import type { Kysely } from 'kysely';
import { assertStrongPassword } from '../../auth/password-rules';
import { hashPassword } from '../../auth/passwords';
import { revokeResetTokens } from '../../auth/reset-tokens';
import { recordSecurityEvent } from '../../auth/security-events';
import type { DB, Role } from '../../db/schema';
import { HttpError, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { USER_COLUMNS } from './scope';

// How user rows are written: password confirmation, a free e-mail, a hashed password.

export const PASSWORDS_DIFFER = serverText(VALIDATION_MESSAGES.passwordsDiffer);
export const EMAIL_TAKEN = serverText(SERVER_TEXTS.emailCadastrado);
const OWN_ACCOUNT = serverText(SERVER_TEXTS.voceNaoPodeDesativarNem);

/** 422 unless the confirmation repeats the password (both absent is fine: nothing to change). */
export function checkPasswords(password: string | undefined, confirmation: string | undefined): void {
  if (password === confirmation) return;
  throw unprocessable('VALIDATION_FAILED', PASSWORDS_DIFFER, [
    { field: 'password_confirmation', code: 'mismatch', message: PASSWORDS_DIFFER },
  ]);
}

export const normalEmail = (email: string): string => email.trim().toLowerCase();

/** Whether another user already signs in with this e-mail (case-insensitive, like sign-in). */
export async function emailInUse(db: Kysely<DB>, email: string, exceptUserId?: number): Promise<boolean> {
  let q = db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['email']), '=', normalEmail(email)));
  if (exceptUserId !== undefined) q = q.where('id', '!=', exceptUserId);
  return Boolean(await q.executeTakeFirst());
}

export const duplicateEmail = (message = EMAIL_TAKEN) =>
  new HttpError(409, 'ER_DUP_ENTRY', message, [{ field: 'email', code: 'duplicate', message }]);

export async function assertEmailFree(db: Kysely<DB>, email: string, exceptUserId?: number, message?: string) {
  if (await emailInUse(db, email, exceptUserId)) throw duplicateEmail(message);
}

export interface NewUser {
  name: string;
  lastName?: string | null | undefined;
  email: string;
  password: string;
  profile?: string | null | undefined;
  role: Role;
  registrant_id?: number | null;
  participant_id?: number | null;
}

/** Inserts a user with a hashed password; a taken e-mail answers 409 ER_DUP_ENTRY. */
export async function insertUser(db: Kysely<DB>, input: NewUser, duplicateMessage?: string) {
  await assertEmailFree(db, input.email, undefined, duplicateMessage);
  await assertStrongPassword(input.password, [input.email, input.name, input.lastName]);
  return db
    .insertInto('users')
    .values({
      name: input.name,
      lastName: input.lastName ?? null,
      email: normalEmail(input.email),
      password_hash: await hashPassword(input.password),
      profile: input.profile ?? null,
      role: input.role,
      registrant_id: input.registrant_id ?? null,
      participant_id: input.participant_id ?? null,
    })
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
}

export interface UserChanges {
  name: string;
  lastName?: string | undefined;
  email: string;
  password?: string | undefined;
  password_confirmation?: string | undefined;
  profile?: string | undefined;
  active?: boolean | undefined;
  role?: Role | undefined;
}

/**
 * Updates a user already found in the caller's scope. A new password must be confirmed and ends
 * the user's open sessions (its refresh tokens are revoked).
 */
export async function updateUser(db: Kysely<DB>, caller: Principal, id: number, body: UserChanges) {
  checkPasswords(body.password, body.password_confirmation);
  // Nobody locks themselves out: one's own account stays active and keeps its role.
  if (id === caller.id && (body.active === false || (body.role !== undefined && body.role !== caller.role))) {
    throw unprocessable('VALIDATION_FAILED', OWN_ACCOUNT, [
      { field: body.active === false ? 'active' : 'role', code: 'self', message: OWN_ACCOUNT },
    ]);
  }
  await assertEmailFree(db, body.email, id);
  if (body.password !== undefined) await assertStrongPassword(body.password, [body.email, body.name, body.lastName]);
  const password = body.password === undefined ? {} : { password_hash: await hashPassword(body.password) };
  const row = await db
    .updateTable('users')
    .set({
      name: body.name,
      email: normalEmail(body.email),
      ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
      ...(body.profile === undefined ? {} : { profile: body.profile }),
      ...(body.active === undefined ? {} : { active: body.active }),
      ...(body.role === undefined ? {} : { role: body.role }),
      ...password,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returning(USER_COLUMNS)
    .executeTakeFirstOrThrow();
  if (body.password !== undefined) {
    await recordSecurityEvent(db, {
      type: 'auth.password_changed',
      userId: id,
      actorUserId: id === caller.id ? null : caller.id,
    });
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    // A recovery link sent before the change must not undo it.
    await revokeResetTokens(db, id);
  }
  return row;
}

import { twoFactorRequirable } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB, Role } from '../db/schema';

/** Whether the registry requires a second factor of this role (admins, by configs.adminTwoFactorRequired). */
export async function twoFactorRequired(db: Kysely<DB>, role: Role): Promise<boolean> {
  if (!twoFactorRequirable(role)) return false;
  const row = await db.selectFrom('configs').select('adminTwoFactorRequired').orderBy('id').executeTakeFirst();
  return row?.adminTwoFactorRequired ?? true;
}

import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

// A session is one sign-in (ADR 0077): its refresh tokens are one family, its access tokens name
// it. These are the only ways one starts and ends; a new password ends them all (migration 0091).

/** Where a session began: shown on the owner's "Sessões" screen (ADR 0122). */
export interface Device {
  userAgent?: string | undefined;
  address?: string | undefined;
}

/** Opens a session for a user who just proved who they are; answers its id (the family of its tokens). */
export async function openSession(db: Kysely<DB>, userId: number, device: Device = {}): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: userId,
      user_agent: device.userAgent?.slice(0, 512) ?? null,
      address: device.address ?? null,
    })
    .execute();
  return id;
}

/** A refresh is a session's use: the screen's "last use" moves with it (at most every access-token lifetime). */
export async function touchSession(db: Kysely<DB>, id: string): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: new Date() }).where('id', '=', id).execute();
}

/** Ends a session: its refresh tokens are refused and its access tokens from the next request on. */
export async function revokeSession(db: Kysely<DB>, id: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
}

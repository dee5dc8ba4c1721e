import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { sha256 } from './secrets';

// Ten single-use recovery codes (ADR 0121): 10 random characters of [a-z2-9] (50 bits) written
// xxxxx-xxxxx, shown once; only their SHA-256 is kept. Random enough that a plain hash suffices —
// there is no dictionary to try — and the sign-in throttle bounds guessing.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
const COUNT = 10;

const oneCode = (): string => {
  const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/** What a person typed, as it was hashed: lower case, no spaces or dashes. */
const normal = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/** Replaces the account's codes with ten new ones; answers them (the only time they exist in clear). */
export async function newRecoveryCodes(db: Kysely<DB>, userId: number): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, oneCode);
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: sha256(normal(code)) })))
    .execute();
  return codes;
}

/** Uses a code: true once per code, in one statement (two racing requests cannot both use it). */
export async function useRecoveryCode(db: Kysely<DB>, userId: number, code: string): Promise<boolean> {
  const row = await db
    .updateTable('recovery_codes')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', sha256(normal(code)))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function recoveryCodesLeft(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

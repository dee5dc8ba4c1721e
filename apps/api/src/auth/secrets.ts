import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Loads (or creates once) the server's signing secret, kept in the database so restarts keep sessions. */
export async function loadSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (row) return Buffer.from(row.value, 'base64');
  const value = randomBytes(32).toString('base64');
  await db
    .insertInto('app_secrets')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return loadSecret(db, name);
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');
export const randomToken = (prefix: string): string => `${prefix}_${randomBytes(32).toString('base64url')}`;

/** AES-256-GCM for third-party credentials stored at rest (API integrations, evidence registry). */
export function sealer(key: Buffer) {
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, data] = sealed.split('.').map((s) => Buffer.from(s, 'base64'));
      if (!iv || !tag || !data) throw new Error('malformed sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

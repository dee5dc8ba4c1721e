import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { DB } from '../db/schema';

// TOTP (RFC 6238) through otplib: SHA-1, 6 digits, 30-second steps — what every authenticator app
// reads from an otpauth URI. One step either side is accepted for clock drift (ADR 0121).
const ISSUER = 'Registro REC';
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const otpauthUri = (secret: string, email: string): string =>
  generateURI({ issuer: ISSUER, label: email, secret });

/** The URI as an SVG of paths only (qrcode's own renderer): nothing in it runs or links. */
export const qrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The time step a code is good for now, or null (wrong, or not after `after`). */
const TOTP_CODE = /^\d{6}$/;

export async function totpStep(secret: string, code: string, after: number | null): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  // otplib throws on anything but digits of the code's length: that is a wrong code, not a fault.
  if (!TOTP_CODE.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Takes a code's time step for the account: one statement, so two requests racing with the same
 * code cannot both pass — the second finds the step already taken (a replay) and is refused.
 */
export async function claimStep(db: Kysely<DB>, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ totp_last_step: step })
    .where('id', '=', userId)
    .where(sql<boolean>`coalesce(totp_last_step, -1) < ${step}`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

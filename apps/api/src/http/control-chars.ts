import { HARDENING_MESSAGES, SERVER_TEXTS, serverText } from '@rec/domain';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

// PostgreSQL refuses NUL in text (22021) and no field of the contract means a control character:
// one hook refuses them in every operation's path, query, JSON body and idempotency key, and the
// multipart reader applies the same rule to its fields and file names. Tab, line feed and
// carriage return stay allowed (multi-line texts such as refusal reasons).

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const INVALID_CHARACTERS = 'INVALID_CHARACTERS';

export function invalidCharacters(field: string): HttpError {
  return new HttpError(400, INVALID_CHARACTERS, serverText(HARDENING_MESSAGES.INVALID_CHARACTERS), [
    { field, code: INVALID_CHARACTERS, message: serverText(SERVER_TEXTS.caractereControleNaoPermitido) },
  ]);
}

/** The dotted path of the first string (value or key) holding a control character, if any. */
export function findControl(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  // Only parsed data (JSON objects and arrays): a raw stream body (the CCEE hourly upload) is a
  // graph of sockets and buffers that its own reader checks, not text to walk.
  if (typeof (value as { pipe?: unknown }).pipe === 'function' || ArrayBuffer.isView(value)) return undefined;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [k, v] of entries) {
    const here = path ? `${path}.${k}` : k;
    if (CONTROL.test(k)) return here;
    const found = findControl(v, here, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export function refuseControl(value: unknown, path: string): void {
  const found = findControl(value, path);
  if (found !== undefined) throw invalidCharacters(found || path || 'body');
}

export function installControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    refuseControl(req.params, 'path');
    refuseControl(req.query, 'query');
    refuseControl(req.headers['idempotency-key'], 'Idempotency-Key');
    if (!req.isMultipart()) refuseControl(req.body, '');
  });
}

/** A stored file name: no folders, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  const clean = base.replace(/[\u0000-\u001F\u007F"]/g, '').trim();
  return (clean || 'arquivo').slice(-200);
}

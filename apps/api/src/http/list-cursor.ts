import { createHmac, timingSafeEqual } from 'node:crypto';
import { raise } from './errors';

// Cursors of the ledger lists (ADR 0125): `c1.<a|d>.<last id in base 36>.<signature>`. The walk is a
// keyset on the list's id, which never changes, so rows inserted or changed during a walk are never
// skipped nor repeated. Lists in another never-changing order (hourly bundles by hour, ADR 0136)
// put that order's last value before the id: `c1.<a|d>.<lead>-<id>.<signature>`. The signature
// (HMAC-SHA256, first 16 bytes) binds the position to one operation and one direction: a forged,
// altered or borrowed cursor is a 400, not a silent jump.

export type Direction = 'asc' | 'desc';

export interface CursorPosition {
  dir: Direction;
  id: number;
  /** The last row's value of a leading sort column that never changes (a whole number ≥ 0), if any. */
  lead?: bigint;
}

export interface ListCursors {
  sign(position: CursorPosition): string;
  /** The position of a cursor this server issued for this list; CURSOR_INVALID otherwise. */
  read(cursor: string): CursorPosition;
}

const FORMAT = /^c1\.([ad])\.((?:[0-9a-z]{1,13}-)?[0-9a-z]{1,11})\.([A-Za-z0-9_-]{22})$/;

export function listCursors(key: Buffer, operationId: string): ListCursors {
  const mac = (dir: string, id: string) =>
    createHmac('sha256', key).update(`${operationId}|${dir}|${id}`).digest().subarray(0, 16);
  return {
    sign({ dir, id, lead }) {
      const d = dir === 'asc' ? 'a' : 'd';
      const digits = `${lead === undefined ? '' : `${lead.toString(36)}-`}${id.toString(36)}`;
      return `c1.${d}.${digits}.${mac(d, digits).toString('base64url')}`;
    },
    read(cursor) {
      const m = FORMAT.exec(cursor);
      const [, d = '', digits = '', sig = ''] = m ?? [];
      const given = Buffer.from(sig, 'base64url');
      const [leadDigits, idDigits = ''] = digits.includes('-') ? splitLead(digits) : [undefined, digits];
      const id = Number.parseInt(idDigits, 36);
      // The last of 22 characters carries 4 unused bits: a cursor whose text differs from what was
      // issued is refused even when it decodes to the same bytes.
      const canonical = given.toString('base64url') === sig;
      if (
        !m ||
        !canonical ||
        given.length !== 16 ||
        !timingSafeEqual(given, mac(d, digits)) ||
        !Number.isSafeInteger(id)
      )
        throw raise('CURSOR_INVALID', { status: 400 });
      const position: CursorPosition = { dir: d === 'a' ? 'asc' : 'desc', id };
      return leadDigits === undefined ? position : { ...position, lead: bigint36(leadDigits) };
    },
  };
}

/** `<lead>-<id>`: the lead, a whole number ≥ 0 of up to 13 base-36 digits (beyond a float's precision). */
function splitLead(digits: string): [string, string] {
  const at = digits.indexOf('-');
  return [digits.slice(0, at), digits.slice(at + 1)];
}

function bigint36(digits: string): bigint {
  let n = 0n;
  for (const c of digits) n = n * 36n + BigInt(Number.parseInt(c, 36));
  return n;
}

/** The cursor key of a server: derived from its signing secret, so restarts and nodes share it. */
export const cursorKey = (secret: Buffer): Buffer => createHmac('sha256', secret).update('list-cursor').digest();

/**
 * Where a list finds its cursors: the route puts them on the parsed query of operations whose
 * contract takes `cursor` (not enumerable, as the plan estimates are), which `listPage` reads.
 */
const LIST_CURSORS = Symbol('list cursors');

export function withCursors(query: unknown, cursors: ListCursors): void {
  if (query && typeof query === 'object')
    Object.defineProperty(query, LIST_CURSORS, { value: cursors, configurable: true });
}

export function cursorsOf(query: object): ListCursors | undefined {
  return (query as { [LIST_CURSORS]?: ListCursors })[LIST_CURSORS];
}

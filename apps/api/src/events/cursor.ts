// The feed's position (ADR 0115): the last event served, as (writing transaction, id), written
// `<xid>.<id>` in base 36. Clients treat it as opaque; the contract's pattern admits only strings
// this decodes (12 base-36 digits stay below 2^63), so a malformed cursor is the contract's 400.
export interface FeedPosition {
  xid: bigint;
  id: bigint;
}

const fromBase36 = (digits: string): bigint =>
  [...digits].reduce((n, d) => n * 36n + BigInt(Number.parseInt(d, 36)), 0n);

export const encodeCursor = (p: FeedPosition): string => `${p.xid.toString(36)}.${p.id.toString(36)}`;

export function decodeCursor(cursor: string): FeedPosition {
  const [xid = '', id = ''] = cursor.split('.');
  return { xid: fromBase36(xid), id: fromBase36(id) };
}

import { minWh } from './figures';

// 24/7 matching as coverage reads it (issue 39 item 3, ADR 0106): a consumption hour is matched
// by the certificates retired for its beneficiary that were produced in that same hour inside the
// registry's boundary, never by more than the hour consumed. Several retirements may cover one
// hour: the older retirement (lower id) counts first, so a statement's matched figure does not
// change when a later retirement adds certificates to hours it already covered.

export type Boundary = 'submarket' | 'SIN';

export interface ConsumedHour {
  /** The instant the hour starts (epoch ms, UTC). */
  start: number;
  submarket: string;
  wh: bigint;
}

/** Certificates retired for the beneficiary: one bundle, or the bundles of a retirement-hour summed. */
export interface RetiredPiece {
  /** The production hour's start (epoch ms, UTC). */
  start: number;
  /** The plant's submarket; null (unknown) is inside the SIN boundary only. */
  submarket: string | null;
  redemption_id: number;
  wh: bigint;
}

export interface Matching<P> {
  /** Matched Wh of each hour, in the hours' order. */
  matched: bigint[];
  /** The pieces that matched some of each hour (in the order they counted). */
  used: P[][];
  /** Matched Wh per retirement. */
  byRedemption: Map<number, bigint>;
}

/** Whether a certificate of `piece` may cover consumption in `hour` under the boundary. */
export const inBoundary = (boundary: Boundary, hourSubmarket: string, pieceSubmarket: string | null): boolean =>
  boundary === 'SIN' || pieceSubmarket === hourSubmarket;

export function matchHours<P extends RetiredPiece>(
  hours: readonly ConsumedHour[],
  pieces: readonly P[],
  boundary: Boundary,
): Matching<P> {
  const byStart = new Map<number, P[]>();
  for (const p of pieces) {
    const list = byStart.get(p.start);
    if (list) list.push(p);
    else byStart.set(p.start, [p]);
  }
  // Stable: pieces of one retirement keep the caller's order (certificate numbers).
  for (const list of byStart.values()) list.sort((a, b) => a.redemption_id - b.redemption_id);
  const byRedemption = new Map<number, bigint>();
  const matched: bigint[] = [];
  const used: P[][] = [];
  for (const h of hours) {
    let left = h.wh;
    const took: P[] = [];
    for (const p of byStart.get(h.start) ?? []) {
      if (left === 0n) break;
      if (p.wh <= 0n || !inBoundary(boundary, h.submarket, p.submarket)) continue;
      const take = minWh(p.wh, left);
      left -= take;
      took.push(p);
      byRedemption.set(p.redemption_id, (byRedemption.get(p.redemption_id) ?? 0n) + take);
    }
    matched.push(h.wh - left);
    used.push(took);
  }
  return { matched, used, byRedemption };
}

// Which hours a request takes (ADR 0092) and the certificate numbers its bundles get.

/** One plant-hour's share of a request. */
export interface HourTake {
  /** Hour of the month, 0-based. */
  hour: number;
  wh: bigint;
}

/**
 * The hours a request of `wanted` Wh takes: those of [from, to) in chronological order, each as
 * much as is still free (its generation less what earlier hourly requests took), the last one
 * split. Undefined when the hours hold less than `wanted` (nothing is taken then).
 */
export function takeHours(free: readonly bigint[], from: number, to: number, wanted: bigint): HourTake[] | undefined {
  if (wanted <= 0n) return undefined;
  const out: HourTake[] = [];
  let left = wanted;
  for (let h = Math.max(0, from); h < Math.min(to, free.length) && left > 0n; h++) {
    const f = free[h] as bigint;
    if (f <= 0n) continue;
    // biome-ignore lint/complexity/useMathMinMax: bigint (Math.min takes numbers only).
    const wh = f < left ? f : left;
    out.push({ hour: h, wh });
    left -= wh;
  }
  return left === 0n ? out : undefined;
}

/** Per hour, what is still free: generation less what was already issued (never below zero). */
export function freeHours(generation: readonly bigint[], issued: ReadonlyMap<number, bigint>): bigint[] {
  return generation.map((g, h) => {
    const f = g - (issued.get(h) ?? 0n);
    return f > 0n ? f : 0n;
  });
}

/** A take with its certificate numbers [start, end], contiguous from `first` in hour order. */
export interface NumberedTake extends HourTake {
  rangeStart: bigint;
  rangeEnd: bigint;
}

export function numberTakes(first: bigint, takes: readonly HourTake[]): NumberedTake[] {
  let next = first;
  return takes.map((t) => {
    const rangeStart = next;
    next += t.wh;
    return { ...t, rangeStart, rangeEnd: next - 1n };
  });
}

/** Hours of the month where the new generation is below what was issued: a republication's refusal. */
export function hoursBelowIssued(generation: readonly bigint[], issued: ReadonlyMap<number, bigint>): number[] {
  const out: number[] = [];
  for (const [h, wh] of [...issued].sort((a, b) => a[0] - b[0])) if ((generation[h] ?? 0n) < wh) out.push(h);
  return out;
}

/** Free Wh per hour after `takes` were taken from it (a new array). */
export function withoutTakes(free: readonly bigint[], takes: readonly HourTake[]): bigint[] {
  const out = [...free];
  for (const t of takes) out[t.hour] = (out[t.hour] as bigint) - t.wh;
  return out;
}

/** A pending hourly request as the hours it will take see it: its days' hours and its Wh. */
export interface PendingTake {
  from: number;
  to: number;
  wanted: bigint;
}

/**
 * What stays free once pending requests, in request order, took their hours by approval's own
 * rule (ADR 0100: pending requests reserve): each takes from what the ones before it left. One
 * that no longer fits reserves nothing (its approval would be refused anyway).
 */
export function reserveHours(free: readonly bigint[], pending: readonly PendingTake[]): bigint[] {
  let left = [...free];
  for (const p of pending) {
    const takes = takeHours(left, p.from, p.to, p.wanted);
    if (takes) left = withoutTakes(left, takes);
  }
  return left;
}

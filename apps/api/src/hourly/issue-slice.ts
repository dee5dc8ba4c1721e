import type { HourlyPlan } from './plan-batch';

// The columns of one slice of a batch approval's bundles (ADR 0100), kept in typed arrays reused
// from slice to slice (ADR 0129): as arrays of JS numbers each 60 k-bundle slice left ~10 MB of
// boxed doubles in the heap, given back only at its next full collection — at a registry month's
// size the server's RSS rose ~400 MB above idle. Numbers past 2^53 (a registry that has issued
// that many certificates) go as BigInt arrays instead, exact either way.

export class Slice {
  n = 0;
  readonly plans: HourlyPlan[] = [];
  private rec: Float64Array;
  private start: Float64Array;
  private wh: Float64Array;
  private first: Float64Array;
  private readonly bigWh: bigint[] = [];
  private readonly bigFirst: bigint[] = [];

  constructor(
    size: number,
    private readonly exact: boolean,
  ) {
    this.rec = new Float64Array(size);
    this.start = new Float64Array(size);
    this.wh = new Float64Array(exact ? size : 0);
    this.first = new Float64Array(exact ? size : 0);
  }

  /** Starts a request of `count` bundles (the arrays grow when one request outsizes them). */
  begin(plan: HourlyPlan, count: number): void {
    this.plans.push(plan);
    const need = this.n + count;
    if (need <= this.rec.length) return;
    const grow = (a: Float64Array) => {
      const b = new Float64Array(Math.max(need, a.length * 2));
      b.set(a.subarray(0, this.n));
      return b;
    };
    this.rec = grow(this.rec);
    this.start = grow(this.start);
    if (this.exact) {
      this.wh = grow(this.wh);
      this.first = grow(this.first);
    }
  }

  /** Adds one bundle (numbers below 2^53: the slice was made exact). */
  add(rec: number, startMs: number, wh: number, first: number): void {
    const i = this.n++;
    this.rec[i] = rec;
    this.start[i] = startMs;
    this.wh[i] = wh;
    this.first[i] = first;
  }

  /** Adds one bundle whose numbers may pass 2^53. */
  addBig(rec: number, startMs: number, wh: bigint, first: bigint): void {
    const i = this.n++;
    this.rec[i] = rec;
    this.start[i] = startMs;
    this.bigWh.push(wh);
    this.bigFirst.push(first);
  }

  /** The columns as Postgres array literals (doubles below 2^53 and bigints print every digit). */
  literals() {
    const lit = (xs: Float64Array | bigint[]) => `{${xs.join(',')}}`;
    const n = this.n;
    return {
      rec: lit(this.rec.subarray(0, n)),
      start: lit(this.start.subarray(0, n)),
      wh: lit(this.exact ? this.wh.subarray(0, n) : this.bigWh),
      first: lit(this.exact ? this.first.subarray(0, n) : this.bigFirst),
    };
  }

  clear(): void {
    this.n = 0;
    this.plans.length = 0;
    this.bigWh.length = 0;
    this.bigFirst.length = 0;
  }
}

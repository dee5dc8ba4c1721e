import type { HourlyPlan } from './plan-batch';

// One slice of a batch approval's packs (ADR 0138): each request's bundles become one row of
// hourly_bundle_packs whose hours, Wh and first numbers are arrays, sent as one array literal per
// request and column. The literals are built from the plan's typed arrays (ADR 0129) as the
// request is added, so a slice keeps a few MB of strings, not numbers per bundle; numbers past
// 2^53 (a registry that has issued that many certificates) are printed from BigInts, exact either way.

export class Slice {
  /** Bundles in the slice. */
  n = 0;
  readonly plans: HourlyPlan[] = [];
  readonly hours: string[] = [];
  readonly wh: string[] = [];
  readonly rs: string[] = [];
  private starts = new Float64Array(744);

  /** Adds a request whose numbers all stay below 2^53, from `first`. */
  add(plan: HourlyPlan, first: number): void {
    const { hours, wh } = plan.takes;
    if (this.starts.length < hours.length) this.starts = new Float64Array(hours.length);
    let n = first;
    for (let i = 0; i < hours.length; i += 1) {
      this.starts[i] = n;
      n += Number(wh[i]);
    }
    this.push(plan, `{${this.starts.subarray(0, hours.length).join(',')}}`);
  }

  /** Adds a request whose numbers may pass 2^53, from `first`. */
  addBig(plan: HourlyPlan, first: bigint): void {
    const starts: bigint[] = [];
    let n = first;
    for (const wh of plan.takes.wh) {
      starts.push(n);
      n += wh;
    }
    this.push(plan, `{${starts.join(',')}}`);
  }

  private push(plan: HourlyPlan, rs: string) {
    this.plans.push(plan);
    this.hours.push(`{${plan.takes.hours.join(',')}}`);
    this.wh.push(`{${plan.takes.wh.join(',')}}`);
    this.rs.push(rs);
    this.n += plan.takes.hours.length;
  }

  clear(): void {
    this.n = 0;
    this.plans.length = 0;
    this.hours.length = 0;
    this.wh.length = 0;
    this.rs.length = 0;
  }
}

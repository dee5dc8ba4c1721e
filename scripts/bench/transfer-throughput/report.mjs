import os from 'node:os';
import { CONNECTIONS, PATTERN, SCALE, TARGET } from './knobs.mjs';

// The benchmark's summary: both loads' medians side by side, and the ratio against the target.

/** Prints the summary table of the medians (`r` transfers, `tps` and `latency` pgbench, `v` the ledger check); answers the ratio. */
export function summary(r, tps, latency, v) {
  const ratio = r.rps / tps;
  console.log(`
| load | per second | latency |
|---|---:|---:|
| POST /v1/transfers (real API, ${CONNECTIONS} connections, ${PATTERN} pairs) | ${r.rps.toFixed(0)} | p50 ${r.p50} ms, p99 ${r.p99} ms |
| pgbench TPC-B-like (-c ${CONNECTIONS} -j 2, scale ${SCALE}) | ${tps.toFixed(0)} | avg ${latency} ms |

load average after the run: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (other work on the machine skews both loads)
transfers/s ÷ pgbench tps = ${ratio.toFixed(3)} (target ≥ ${TARGET}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}; invariants ${v.problems.length ? 'BROKEN' : 'OK'}`);
  return ratio;
}

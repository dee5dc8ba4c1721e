import { cannon } from './cannon.mjs';
import { exec } from './commands.mjs';
import { CONNECTIONS, DURATION, WARMUP } from './knobs.mjs';
import { profiled, watch } from './watch.mjs';

// The two loads compared: (a) POST /v1/transfers through the app, (b) pgbench's TPC-B-like.

/** (a) autocannon posting `requests` to the app at `url` after a warm-up; fails on any non-2xx. */
export async function transfers(url, requests) {
  const warm = await cannon(url, WARMUP, requests);
  const cpu0 = process.cpuUsage();
  const wall0 = performance.now();
  const r = await watch(() => profiled(() => cannon(url, DURATION, requests)));
  const cpu = process.cpuUsage(cpu0);
  const busy = (cpu.user + cpu.system) / 1000 / (performance.now() - wall0);
  if (r.non2xx || r.errors || r.timeouts || warm.non2xx || warm.errors || warm.timeouts) {
    throw new Error(
      `transfers: ${r.non2xx + warm.non2xx} non-2xx, ${r.errors + warm.errors} errors, ` +
        `${r.timeouts + warm.timeouts} timeouts — not a valid run`,
    );
  }
  console.log(
    `  POST /v1/transfers ${r.rps.toFixed(0).padStart(7)} /s    p50 ${r.p50} ms   p99 ${r.p99} ms   (${r.ok} acknowledged)`,
  );
  console.log(`    ${r.connections}`);
  console.log(`    server process: ${(busy * 100).toFixed(0)} % of one core`);
  return { ...r, acknowledged: warm.ok + r.ok };
}

/** (b) pgbench TPC-B-like on the `target` database. */
export async function tpcb(pgbench, target) {
  const out = await exec(pgbench, ['-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION), target]);
  const tps = Number(
    /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? /tps = ([\d.]+)/.exec(out)?.[1],
  );
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  if (!tps) throw new Error(`cannot read tps from pgbench:\n${out}`);
  console.log(`  pgbench TPC-B-like ${tps.toFixed(0).padStart(7)} tps  latency average ${latency} ms`);
  return { tps, latency };
}

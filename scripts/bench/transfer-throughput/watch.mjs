import { writeFile } from 'node:fs/promises';
import { requireApi } from '../scratch.mjs';
import { APP_NAME, DATABASE_URL } from './knobs.mjs';

// What the load does to the server: its database connections' waits and a CPU profile.

/**
 * What the app's database connections are doing, sampled every 50 ms while the load runs:
 * running, waiting for a lock (the ledger head), flushing WAL, or idle in a transaction
 * (waiting for the server's next statement). Averages, in connections.
 */
export async function watch(during) {
  const pg = requireApi('pg');
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const totals = new Map();
  let samples = 0;
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const { rows } = await client.query(
        `SELECT CASE WHEN wait_event IS NOT NULL THEN wait_event_type || ':' || wait_event
                     ELSE state END AS what, count(*)::int AS n
           FROM pg_stat_activity WHERE application_name = $1 GROUP BY 1`,
        [APP_NAME],
      );
      samples++;
      for (const row of rows) totals.set(row.what, (totals.get(row.what) ?? 0) + row.n);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  let result;
  try {
    result = await during();
  } finally {
    stop = true;
    await loop;
    await client.end();
  }
  const shown = [...totals]
    .map(([what, n]) => [what, n / Math.max(samples, 1)])
    .filter(([, avg]) => avg >= 0.05)
    .sort((x, y) => y[1] - x[1])
    .map(([what, avg]) => `${what} ${avg.toFixed(1)}`)
    .join(', ');
  return { ...result, connections: `app connections (average of ${samples} samples): ${shown}` };
}

/** BENCH_PROFILE=file.cpuprofile: a CPU profile of this process while the load runs. */
export async function profiled(during) {
  if (!process.env.BENCH_PROFILE) return during();
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  try {
    return await during();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    await writeFile(process.env.BENCH_PROFILE, JSON.stringify(profile));
    session.disconnect();
  }
}

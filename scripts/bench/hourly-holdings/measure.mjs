// The reads the holdings benchmark times, as a screen or an integration asks them of the server.
import { ACCOUNTS, MONTHS } from './world.mjs';

const last = MONTHS[MONTHS.length - 1];
const next = new Date(Date.UTC(Number(last.slice(0, 4)), Number(last.slice(5, 7)), 1)).toISOString().slice(0, 10);
/** The last month in Brasília hours (UTC−3), as the screens ask for it. */
const MONTH = { from: `${last}T03:00:00.000Z`, to: `${next}T03:00:00.000Z` };
const WEEK = { from: `${last}T03:00:00.000Z`, to: `${last.slice(0, 8)}08T03:00:00.000Z` };

/** The cases, each a path for the account `a` (an id among the bench accounts). */
export const CASES = [
  [
    'holdings, month, page 1',
    (a) => `/hourly/holdings?account_id=${a}&from=${MONTH.from}&to=${MONTH.to}&page=1&amount=10`,
  ],
  [
    'holdings, week, page 5',
    (a) => `/hourly/holdings?account_id=${a}&from=${WEEK.from}&to=${WEEK.to}&page=5&amount=50`,
  ],
  [
    'holdings, month, submarket',
    (a) => `/hourly/holdings?account_id=${a}&from=${MONTH.from}&to=${MONTH.to}&submarket=SUL`,
  ],
  ['profile, month', (a) => `/hourly/profile?account_id=${a}&from=${MONTH.from}&to=${MONTH.to}`],
  ['profile, week', (a) => `/hourly/profile?account_id=${a}&from=${WEEK.from}&to=${WEEK.to}`],
];

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function timedGet(server, route) {
  const t = performance.now();
  const r = await fetch(`http://127.0.0.1:${server.port}/v1${route}`, { headers: server.auth });
  const body = await r.json();
  if (r.status !== 200) throw new Error(`${route}: ${r.status} ${JSON.stringify(body).slice(0, 300)}`);
  if (!body.total) throw new Error(`${route}: nothing held`);
  return performance.now() - t;
}

/** p50 of one case at one connection: sequential requests, the two servers in turns. */
export async function oneConnection(servers, path, { warm = 3, timed = 21 } = {}) {
  const times = servers.map(() => []);
  for (let k = 0; k < warm + timed; k++)
    for (const [i, s] of servers.entries()) {
      const ms = await timedGet(s, path(s.accounts[0]));
      if (k >= warm) times[i].push(ms);
    }
  return times.map(p50);
}

/**
 * p50 of one case at `connections` at once, each connection its own account asking `each` times;
 * a warm-up round, then `rounds` rounds with the two servers in turns.
 */
export async function manyConnections(servers, path, { connections = 20, each = 4, rounds = 3 } = {}) {
  const times = servers.map(() => []);
  for (let r = 0; r <= rounds; r++)
    for (const [i, s] of servers.entries())
      await Promise.all(
        Array.from({ length: connections }, async (_, c) => {
          for (let k = 0; k < each; k++) {
            const ms = await timedGet(s, path(s.accounts[c % ACCOUNTS]));
            if (r > 0) times[i].push(ms);
          }
        }),
      );
  return times.map(p50);
}

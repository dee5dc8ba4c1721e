// How list-scale.mjs times a request: p50s of both sizes in turns, and cursor walks.

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 15);

/** The cursor of page `page` (amount 10): walked from page 1 by next_cursor; undefined for a shorter list. */
export async function cursorOf({ base, token }, route, params, page) {
  let cursor;
  for (let i = 1; i < page; i++) {
    const q = new URLSearchParams({ amount: '10', ...params, ...(cursor ? { cursor } : {}) });
    const res = await fetch(`${base}${route}?${q}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(body)}`);
    if (!body.next_cursor) return undefined;
    cursor = body.next_cursor;
  }
  return cursor;
}

export const qs = (params) => new URLSearchParams({ page: '1', amount: '10', ...params }).toString();
const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * One case at both sizes, timed in turns (10k, 1M, 10k, …): a busy moment of the shared machine
 * falls on both sizes, not on one size's whole pass. 2 warm-up requests each, then SAMPLES each.
 */
export async function timePair(sides) {
  const once = async ({ base, token, url }) => {
    const t = performance.now();
    const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t, body };
  };
  for (const side of sides) for (let i = 0; i < 2; i++) await once(side);
  const times = sides.map(() => []);
  const last = [];
  for (let i = 0; i < SAMPLES; i++)
    for (const [k, side] of sides.entries()) {
      last[k] = await once(side);
      times[k].push(last[k].ms);
    }
  return sides.map((_, k) => ({
    p50: p50(times[k]),
    total: last[k].body.total,
    estimated: last[k].body.estimated === true,
  }));
}

/** Page 1 and page 11 (by next_cursor) of each list that takes cursors, at both sizes in turns. */
export async function timeCursors(small, large, results, labels) {
  for (const list of small.cursorLists) {
    const other = large.cursorLists.find((l) => l.name === list.name);
    if (!other) continue;
    for (const page of [1, 11]) {
      const cursors = await Promise.all([
        cursorOf(small, list.route, list.params ?? {}, page),
        cursorOf(large, other.route, other.params ?? {}, page),
      ]);
      if (page > 1 && cursors.some((c) => c === undefined)) {
        console.log(`${list.name}: fewer than ${page} pages of 10, page ${page} not timed`);
        continue;
      }
      const url = (l, cursor) => `${l.route}?${qs({ ...(l.params ?? {}), ...(cursor ? { cursor } : {}) })}`;
      const [r10k, r1m] = await timePair([
        { ...small, url: url(list, cursors[0]) },
        { ...large, url: url(other, cursors[1]) },
      ]);
      const name = `${list.name} ${page === 1 ? 'page 1' : `page ${page} by cursor`}`;
      results.set(name, { name, [labels[0]]: r10k, [labels[1]]: r1m });
    }
  }
}

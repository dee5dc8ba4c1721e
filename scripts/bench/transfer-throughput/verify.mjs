import { loadApi, requireApi } from '../scratch.mjs';
import { CONNECTIONS, PARTICIPANTS, ROUNDS } from './knobs.mjs';

// The ledger's invariants after the run: verifyLedger() (every account's hash chain, holdings and
// balances = sum of entries), no negative balance or holding, each account's balance = the sum of
// its holdings, each emission's holdings sum to its issued volume, one transfer row per 2xx answer.

/** The broken invariants (none: []) and the totals, after `acknowledged` 2xx answers. */
export async function verify(db, acknowledged) {
  const { verifyLedger } = await loadApi('src/ledger/verify.ts');
  const { sql } = requireApi('kysely');
  const problems = [];
  const chain = await verifyLedger(db);
  if (!chain.ok) problems.push(...chain.problems.slice(0, 10));
  const q = async (text) => (await sql.raw(text).execute(db)).rows;
  const [negative] = await q(
    `SELECT (SELECT count(*) FROM accounts WHERE balance < 0)::int + (SELECT count(*) FROM holdings WHERE volume < 0)::int AS n`,
  );
  if (negative.n) problems.push(`${negative.n} negative balances or holdings`);
  const drift = await q(`SELECT a.id, a.balance::text AS balance, coalesce(sum(h.volume), 0)::text AS held
    FROM accounts a LEFT JOIN holdings h ON h.account_id = a.id
    GROUP BY a.id HAVING a.balance <> coalesce(sum(h.volume), 0)`);
  for (const d of drift) problems.push(`account ${d.id}: balance ${d.balance} but holdings sum to ${d.held}`);
  const unconserved = await q(`SELECT r.id, r."emissionVolume"::text AS issued, coalesce(sum(h.volume), 0)::text AS held
    FROM recs r LEFT JOIN holdings h ON h.rec_id = r.id WHERE r.status = 'approved'
    GROUP BY r.id HAVING r."emissionVolume" <> coalesce(sum(h.volume), 0)`);
  for (const u of unconserved) problems.push(`emission ${u.id}: issued ${u.issued} but ${u.held} is held`);
  const [total] =
    await q(`SELECT (SELECT coalesce(sum("emissionVolume"), 0) FROM recs WHERE status = 'approved')::text AS issued,
    (SELECT coalesce(sum(volume), 0) FROM holdings)::text AS held,
    (SELECT count(*) FROM transfers)::int AS transfers,
    (SELECT count(*) FROM ledger_entries)::int AS entries`);
  if (total.issued !== total.held) problems.push(`issued ${total.issued} MWh but ${total.held} MWh is held`);
  // autocannon stops counting at each deadline while up to one request per connection is still
  // in flight; the server finishes those (app.close waits for them): booked may exceed
  // acknowledged by at most that per autocannon run, never fall short of it.
  const inFlight = total.transfers - acknowledged;
  if (inFlight < 0 || inFlight > 2 * ROUNDS * CONNECTIONS)
    problems.push(`${acknowledged} transfers acknowledged (2xx) but ${total.transfers} booked`);
  // Every transfer wrote exactly two audit entries (debit, credit); every emission one issue.
  if (total.entries !== PARTICIPANTS + 2 * total.transfers)
    problems.push(`${total.entries} audit entries for ${PARTICIPANTS} issues and ${total.transfers} transfers`);
  return { problems, total, inFlight, entries: chain.entries };
}

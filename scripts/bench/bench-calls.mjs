// What the hourly benchmarks ask the real server (src/main.ts on loopback) and write beside it:
// the admin's sign-in, a CCEE hourly file imported (upload → committed), emission requests
// written pending and batch-approved, and the bench plants delivering to one participant.
import { createReadStream } from 'node:fs';
import path from 'node:path';

const BATCH = 1000;

/** Signs the demo's platform admin in; answers the bearer header. */
export async function signInAdmin(port, demo) {
  const admin = demo.logins.find((l) => l.role === 'admin');
  const r = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: demo.password }),
  });
  const { token } = await r.json();
  return { authorization: `Bearer ${token}` };
}

/** Uploads a CCEE hourly file; answers its preview (201) or throws. */
export async function uploadCceeHourly(port, auth, file) {
  const up = await fetch(`http://127.0.0.1:${port}/v1/imports/ccee-hourly?file_name=${path.basename(file)}`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/gzip' },
    body: createReadStream(file),
    duplex: 'half',
  });
  const preview = await up.json();
  if (up.status !== 201) throw new Error(`preview: ${up.status} ${JSON.stringify(preview).slice(0, 300)}`);
  return preview;
}

/** Commits an uploaded import and waits for its job; answers the job, committed or failed. */
export async function commitImport(port, auth, importId) {
  const c = await fetch(`http://127.0.0.1:${port}/v1/imports/commit`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ import_id: importId }),
  });
  let job = await c.json();
  while (job.status !== 'committed' && job.status !== 'failed') {
    await new Promise((r) => setTimeout(r, 50));
    job = await (await fetch(`http://127.0.0.1:${port}/v1/imports/commit/${job.id}`, { headers: auth })).json();
  }
  return job;
}

/** Uploads a CCEE hourly file and commits it; answers its line count once committed. */
export async function importCceeHourly(port, auth, file) {
  const preview = await uploadCceeHourly(port, auth, file);
  const job = await commitImport(port, auth, preview.id);
  if (job.status !== 'committed') throw new Error(`commit failed: ${job.message}`);
  return preview.lines;
}

/** Batch-approves `ids`, 1,000 a call (the contract's limit). */
export async function approveAll(port, auth, ids) {
  for (let k = 0; k < ids.length; k += BATCH) {
    const r = await fetch(`http://127.0.0.1:${port}/v1/recs/batchapprove`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: ids.slice(k, k + BATCH) }),
    });
    if (r.status !== 200) throw new Error(`batch approve: ${r.status} ${(await r.text()).slice(0, 300)}`);
  }
}

/**
 * The 'UFV Bench' plants deliver to the first approved participant, linked to their registrant
 * (ADR 0082), 1 GW each so that every plant-month fits; CCEE shares 10000 + i map to plant i.
 * Answers the participant's id.
 */
export async function benchPlantsDeliver(db, sql, plants) {
  const { rows } = await sql`SELECT id FROM participants WHERE approved = 'APROVADO' ORDER BY id LIMIT 1`.execute(db);
  const participant = rows[0].id;
  await sql`UPDATE businesses SET capacity_mw = 1000, participant_id = ${participant} WHERE name LIKE 'UFV Bench %'`.execute(
    db,
  );
  await sql`INSERT INTO participant_registrants (participant_id, registrant_id, status)
    SELECT DISTINCT ${participant}::bigint, registrant_id, 'APROVADO' FROM businesses WHERE name LIKE 'UFV Bench %'
    ON CONFLICT (participant_id, registrant_id) DO UPDATE SET status = 'APROVADO'`.execute(db);
  const json = JSON.stringify(plants.map((p, i) => [String(10_000 + i), p.code]));
  await sql`INSERT INTO ccee_share_mappings (share_code, "codeCEG")
    SELECT x->>0, x->>1 FROM json_array_elements(${json}::json) x`.execute(db);
  return participant;
}

/** One pending request per bench plant for `period` (YYYY-MM), each its whole generation; answers the ids. */
export async function writeRequests(db, sql, period, granularity) {
  const [y, m] = period.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const { rows } = await sql`INSERT INTO recs (business_id, registrant_id, participant_id, scheme, initial_period,
      final_period, generation_period, "emissionVolume", granularity)
    SELECT g.business_id, b.registrant_id, b.participant_id, 'irec', ${`${period}-01`}::date,
      ${`${period}-${last}`}::date, ${period}, g.total, ${granularity}
    FROM generation g JOIN businesses b ON b.id = g.business_id
    WHERE g.year = ${y} AND g.month = ${m} AND g.total > 0 AND b.name LIKE 'UFV Bench %'
    ORDER BY g.business_id
    RETURNING id`.execute(db);
  return rows.map((r) => Number(r.id));
}

// A throw-away database for the in-process benchmarks (run under tsx, see under-tsx.mjs): its own
// schema on PostgreSQL (DATABASE_URL), dropped by close(), or an in-memory PGlite; migrated.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDir } from './under-tsx.mjs';

export const requireApi = createRequire(path.join(apiDir, 'package.json'));
/** Imports a module of apps/api by its path there (TypeScript, through tsx). */
export const loadApi = (file) => import(pathToFileURL(path.join(apiDir, file)).href);

export async function openScratch(databaseUrl) {
  const [{ connect }, { migrate }] = await Promise.all([loadApi('src/db/connect.ts'), loadApi('src/db/migrate.ts')]);
  const { sql } = requireApi('kysely');
  const schema = databaseUrl ? `bench_${randomBytes(5).toString('hex')}` : undefined;
  const database = await connect({ databaseUrl, schema, poolSize: 2 });
  const close = async () => {
    if (schema)
      await sql
        .raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
        .execute(database.db)
        .catch(() => undefined);
    await database.close().catch(() => undefined);
  };
  try {
    await migrate(database);
  } catch (err) {
    await close();
    throw err;
  }
  console.log(`database: ${database.kind}${schema ? ` (schema ${schema})` : ' (in memory)'}`);
  return { database, db: database.db, close };
}

/**
 * `count` approved UFV plants (30 MW) of one new registrant in `uf`, each with its CEG register row,
 * 1000 per INSERT. Answers [{ id, code }] in order.
 */
export async function seedPlants(db, count, uf) {
  const { seedCatalogues, cegCode, cegCheckDigit } = await loadApi('src/seed/catalogues.ts');
  const tech = (await seedCatalogues(db)).technologies.UFV;
  const { id: registrant } = await db
    .insertInto('registrants')
    .values({ social_reason: 'Bench Energia Ltda', cnpj: '12345678000195', email: 'bench@bench.com.br', dueDate: 10 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const plants = [];
  for (let start = 0; start < count; start += 1000) {
    const cegs = [];
    const rows = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      const core = String(100_000 + i);
      const code = cegCode('UFV', 'RS', uf, core);
      const name = `UFV Bench ${i}`;
      cegs.push({
        code,
        type_of_generation: 'UFV',
        source: 'RS',
        uf,
        core,
        dv: cegCheckDigit(core),
        version: '01',
        enterprise_name: name,
      });
      rows.push({
        name,
        codeCEG: code,
        registrant_id: registrant,
        source_id: tech.sourceId,
        technology_id: tech.id,
        capacity_mw: '30.000000',
        approved: 'APROVADO',
      });
    }
    await db.insertInto('ceg_codes').values(cegs).execute();
    const ids = await db.insertInto('businesses').values(rows).returning('id').execute();
    for (const [k, { id }] of ids.entries()) plants.push({ id, code: rows[k].codeCEG });
  }
  return plants;
}

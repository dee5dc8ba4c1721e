import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/schema';
import { cegCode, cegRow, seedCatalogues } from './catalogues';
import type { Tech } from './demo-data';
import { SOURCE_OF } from './demo-plants';
import { intBetween, kwToMw, prng } from './generation';

// `seed --large N`: N more enterprises with their CEG codes, for benchmarks (100k+ rows), in
// multi-row INSERTs of `batch` rows inside one transaction. Plants go round-robin to the
// registrants already there (run the demo seed first); names repeat a place so searches hit.

/** Brazilian municipalities with plants of each kind, and their UF. */
const PLACES: [string, string][] = [
  ['Petrolina', 'PE'],
  ['Juazeiro', 'BA'],
  ['Janaúba', 'MG'],
  ['Pirapora', 'MG'],
  ['Jaíba', 'MG'],
  ['Bom Jesus da Lapa', 'BA'],
  ['Caetité', 'BA'],
  ['Guanambi', 'BA'],
  ['Sento Sé', 'BA'],
  ['Morro do Chapéu', 'BA'],
  ['João Câmara', 'RN'],
  ['Parazinho', 'RN'],
  ['Serra do Mel', 'RN'],
  ['Touros', 'RN'],
  ['Assu', 'RN'],
  ['Trairi', 'CE'],
  ['Amontada', 'CE'],
  ['Aracati', 'CE'],
  ['Quixeré', 'CE'],
  ['Tianguá', 'CE'],
  ['Simões', 'PI'],
  ['Lagoa do Barro do Piauí', 'PI'],
  ['Ribeira do Piauí', 'PI'],
  ['São Gonçalo do Gurguéia', 'PI'],
  ['Coremas', 'PB'],
  ['Santa Luzia', 'PB'],
  ['Caetés', 'PE'],
  ['São José do Belmonte', 'PE'],
  ['Flores', 'PE'],
  ['Osório', 'RS'],
  ['Santa Vitória do Palmar', 'RS'],
  ['Bagé', 'RS'],
  ['Santana do Livramento', 'RS'],
  ['Campos Novos', 'SC'],
  ['Abelardo Luz', 'SC'],
  ['Videira', 'SC'],
  ['Palmas', 'PR'],
  ['Prudentópolis', 'PR'],
  ['Sapezal', 'MT'],
  ['Juruena', 'MT'],
  ['Rio Verde', 'GO'],
  ['Quirinópolis', 'GO'],
  ['Goiatuba', 'GO'],
  ['Rio Brilhante', 'MS'],
  ['Nova Alvorada do Sul', 'MS'],
  ['Uberaba', 'MG'],
  ['Frutal', 'MG'],
  ['Sertãozinho', 'SP'],
  ['Pradópolis', 'SP'],
  ['Guariba', 'SP'],
  ['Jaboticabal', 'SP'],
  ['Barretos', 'SP'],
  ['Piracicaba', 'SP'],
  ['Araraquara', 'SP'],
  ['Guaimbê', 'SP'],
  ['Conceição do Mato Dentro', 'MG'],
  ['Itabira', 'MG'],
  ['Carrancas', 'MG'],
  ['Bom Jardim', 'RJ'],
  ['Bom Jesus do Norte', 'ES'],
];

/** Share of each technology in the large set, with a capacity range in kW. */
const MIX: { tech: Tech; weight: number; kw: [number, number] }[] = [
  { tech: 'UFV', weight: 45, kw: [1_000, 120_000] },
  { tech: 'EOL', weight: 25, kw: [20_000, 180_000] },
  { tech: 'PCH', weight: 12, kw: [5_000, 30_000] },
  { tech: 'CGH', weight: 8, kw: [500, 5_000] },
  { tech: 'UTE', weight: 10, kw: [20_000, 100_000] },
];

function pickTech(rand: () => number): (typeof MIX)[number] {
  let r = rand() * 100;
  for (const m of MIX) {
    r -= m.weight;
    if (r < 0) return m;
  }
  return MIX[0] as (typeof MIX)[number];
}

export interface LargeOptions {
  batch?: number;
  onProgress?: (done: number, total: number) => void;
}

/**
 * Adds `n` enterprises and their CEG codes. CEG cores start at 100000 (the demo's are below), and
 * the k-th large plant ever seeded gets core 100000 + k mod 900000 and version 1 + k div 900000,
 * so repeated runs never collide. Answers how many were inserted and how long it took.
 */
export async function seedLarge(
  db: Kysely<DB>,
  n: number,
  options: LargeOptions = {},
): Promise<{ inserted: number; ms: number }> {
  const started = Date.now();
  const batch = options.batch ?? 1000;
  await db.transaction().execute(async (tx) => {
    const catalogues = await seedCatalogues(tx);
    const registrants = (await tx.selectFrom('registrants').select('id').orderBy('id').execute()).map((r) => r.id);
    if (!registrants.length) throw new Error('the large seed needs registrants: run the demo seed first');
    const last = await tx
      .selectFrom('ceg_codes')
      .select(sql<number>`coalesce(max((version::int - 1) * 900000 + core::int - 100000) + 1, 0)`.as('next'))
      .where('core', '>=', '100000')
      .executeTakeFirstOrThrow();
    const offset = Number(last.next);
    const rand = prng(424_242 + offset);
    for (let start = 0; start < n; start += batch) {
      const cegs = [];
      const plants = [];
      for (let i = start; i < Math.min(n, start + batch); i++) {
        const k = offset + i;
        const mix = pickTech(rand);
        const [place, uf] = PLACES[intBetween(rand, 0, PLACES.length - 1)] as [string, string];
        const core = String(100_000 + (k % 900_000));
        const version = String(1 + Math.floor(k / 900_000)).padStart(2, '0');
        const source = SOURCE_OF[mix.tech];
        const code = cegCode(mix.tech, source, uf, core, version);
        const kw = intBetween(rand, mix.kw[0], mix.kw[1]);
        const year = intBetween(rand, 2005, 2025);
        const cod = `${year}-${String(intBetween(rand, 1, 12)).padStart(2, '0')}-${String(intBetween(rand, 1, 28)).padStart(2, '0')}`;
        const name = `${mix.tech} ${place} ${k + 1}`;
        const tech = catalogues.technologies[mix.tech] as { id: number; sourceId: number };
        const roll = rand();
        const approved = roll < 0.9 ? 'APROVADO' : roll < 0.98 ? 'PENDENTE' : 'RECUSADO';
        cegs.push({ ...cegRow(mix.tech, source, uf, core, name, version), power: kwToMw(kw), operation_date: cod });
        plants.push({
          name,
          codeCEG: code,
          registrant_id: registrants[k % registrants.length] as number,
          source_id: tech.sourceId,
          technology_id: tech.id,
          capacity_mw: kwToMw(kw),
          commercial_operation_start: `${cod.slice(0, 7)}-01`,
          commercial_operation_date: cod,
          uf,
          city: place,
          approved: approved as 'APROVADO' | 'PENDENTE' | 'RECUSADO',
          refusal_reason: approved === 'RECUSADO' ? 'Documentação incompleta' : null,
        });
      }
      await tx.insertInto('ceg_codes').values(cegs).execute();
      await tx.insertInto('businesses').values(plants).execute();
      options.onProgress?.(Math.min(n, start + batch), n);
    }
  });
  // Fresh statistics, so that the planner picks the search indexes right away.
  await sql`ANALYZE businesses`.execute(db);
  await sql`ANALYZE ceg_codes`.execute(db);
  return { inserted: n, ms: Date.now() - started };
}

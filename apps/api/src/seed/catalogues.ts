import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

/** Energy sources with their CEG source codes (ANEEL: RS solar radiation, CV wind, PH hydro, BL bagasse…). */
export const SOURCES = [
  { name: 'Solar', code: 'RS' },
  { name: 'Eólica', code: 'CV' },
  { name: 'Hídrica', code: 'PH' },
  { name: 'Biomassa', code: 'BL' },
] as const;

/** Technologies with their CEG type codes, by source code. */
export const TECHNOLOGIES = [
  { name: 'Fotovoltaica', code: 'UFV', source: 'RS' },
  { name: 'Eólica onshore', code: 'EOL', source: 'CV' },
  { name: 'Pequena Central Hidrelétrica', code: 'PCH', source: 'PH' },
  { name: 'Central Geradora Hidrelétrica', code: 'CGH', source: 'PH' },
  { name: 'Termelétrica a biomassa', code: 'UTE', source: 'BL' },
] as const;

export const COUNTRIES = [
  { country: 'Brasil', countryCode: 'BR' },
  { country: 'Argentina', countryCode: 'AR' },
  { country: 'Chile', countryCode: 'CL' },
  { country: 'Estados Unidos', countryCode: 'US' },
  { country: 'Alemanha', countryCode: 'DE' },
  { country: 'Portugal', countryCode: 'PT' },
] as const;

export interface Catalogues {
  sources: Record<string, number>;
  technologies: Record<string, { id: number; sourceId: number; sourceCode: string }>;
}

export async function seedCatalogues(db: Kysely<DB>): Promise<Catalogues> {
  const sources: Catalogues['sources'] = {};
  for (const s of SOURCES) {
    const row = await db
      .insertInto('sources')
      .values({ name: s.name, code: s.code })
      .returning('id')
      .executeTakeFirstOrThrow();
    sources[s.code] = row.id;
  }
  const technologies: Catalogues['technologies'] = {};
  for (const t of TECHNOLOGIES) {
    const sourceId = sources[t.source] as number;
    const row = await db
      .insertInto('technologies')
      .values({ name: t.name, code: t.code, source_id: sourceId })
      .returning('id')
      .executeTakeFirstOrThrow();
    technologies[t.code] = { id: row.id, sourceId, sourceCode: t.source };
  }
  await db
    .insertInto('countries')
    .values([...COUNTRIES])
    .execute();
  return { sources, technologies };
}

/** CEG check digit: modulo-11 over the core digits, as ANEEL's register computes it. */
export function cegCheckDigit(core: string): string {
  let sum = 0;
  for (let i = 0; i < core.length; i++) sum += Number(core[core.length - 1 - i]) * (i + 2);
  const dv = 11 - (sum % 11);
  return String(dv >= 10 ? 0 : dv);
}

export function cegCode(type: string, source: string, uf: string, core: string, version = '01'): string {
  return `${type}.${source}.${uf}.${core}-${cegCheckDigit(core)}.${version}`;
}

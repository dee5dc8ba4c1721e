import { cegCheckDigit } from '@rec/domain';
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

/**
 * Inserts the catalogues (multi-row, idempotent: rows already there are kept) and answers the
 * ids of sources and technologies by code.
 */
export async function seedCatalogues(db: Kysely<DB>): Promise<Catalogues> {
  await db
    .insertInto('sources')
    .values(SOURCES.map((s) => ({ name: s.name, code: s.code })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const sources: Catalogues['sources'] = {};
  const sourceRows = await db
    .selectFrom('sources')
    .select(['id', 'code'])
    .where(
      'code',
      'in',
      SOURCES.map((s) => s.code),
    )
    .execute();
  for (const row of sourceRows) sources[row.code] = row.id;
  await db
    .insertInto('technologies')
    .values(TECHNOLOGIES.map((t) => ({ name: t.name, code: t.code, source_id: sources[t.source] as number })))
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const technologies: Catalogues['technologies'] = {};
  const techRows = await db
    .selectFrom('technologies')
    .select(['id', 'code', 'source_id'])
    .where(
      'code',
      'in',
      TECHNOLOGIES.map((t) => t.code),
    )
    .execute();
  for (const row of techRows) {
    const sourceCode = TECHNOLOGIES.find((t) => t.code === row.code)?.source as string;
    technologies[row.code] = { id: row.id, sourceId: row.source_id, sourceCode };
  }
  await db
    .insertInto('countries')
    .values([...COUNTRIES])
    .onConflict((oc) => oc.column('countryCode').doNothing())
    .execute();
  return { sources, technologies };
}

// The rule lives in the domain package (the API checks codes with it); the seed builds codes with it.
export { cegCheckDigit };

export function cegCode(type: string, source: string, uf: string, core: string, version = '01'): string {
  return `${type}.${source}.${uf}.${core}-${cegCheckDigit(core)}.${version}`;
}

/** A row of the CEG register (ANEEL) for this plant: the code and the parts it is made of. */
export const cegRow = (type: string, source: string, uf: string, core: string, name: string, version = '01') => ({
  code: cegCode(type, source, uf, core, version),
  type_of_generation: type,
  source,
  uf,
  core,
  dv: cegCheckDigit(core),
  version,
  enterprise_name: name,
});

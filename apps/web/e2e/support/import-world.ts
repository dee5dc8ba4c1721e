// The plants the import screens' browser tests need (e2e/imports.spec.ts), written straight to the
// database on the first ask (GET /seed/import-world on the helper server): only that spec sees
// them, so no other spec's counts move. Run with apps/api's tsx, like api-server.ts.
import type { Kysely } from 'kysely';
import type { DB } from '../../../api/src/db/schema';
import { cegCheckDigit, cegCode } from '../../../api/src/seed/catalogues';

export type ImportWorld = {
  big: [string, string, string];
  inactiveRegistrant: string;
  inactiveSource: string;
  free: string;
};

let world: Promise<ImportWorld> | null = null;

export const importWorld = (db: Kysely<DB>): Promise<ImportWorld> => {
  world ??= seed(db);
  return world;
};

async function seed(db: Kysely<DB>): Promise<ImportWorld> {
  const registrant = await db.selectFrom('registrants').select('id').orderBy('id').executeTakeFirstOrThrow();
  const tech = await db.selectFrom('technologies').select(['id', 'source_id']).orderBy('id').executeTakeFirstOrThrow();
  const plant = async (core: string, name: string, registrant_id: number, source_id: number, technology_id: number) => {
    const code = cegCode('UHE', 'PH', 'RS', core);
    await db
      .insertInto('ceg_codes')
      .values({
        code,
        type_of_generation: 'UHE',
        source: 'PH',
        uf: 'RS',
        core,
        dv: cegCheckDigit(core),
        version: '01',
        enterprise_name: name,
      })
      .execute();
    await db
      .insertInto('businesses')
      .values({
        name,
        codeCEG: code,
        registrant_id,
        source_id,
        technology_id,
        capacity_mw: '1000.000000',
        approved: 'APROVADO',
      })
      .execute();
    return code;
  };
  const ids = [registrant.id, tech.source_id as number, tech.id] as const;
  const big: ImportWorld['big'] = [
    await plant('066001', 'UHE Importação Um', ...ids),
    await plant('066002', 'UHE Importação Dois', ...ids),
    await plant('066003', 'UHE Importação Três', ...ids),
  ];
  const { id: inactive } = await db
    .insertInto('registrants')
    .values({
      social_reason: 'Registrante Inativo e2e Ltda',
      cnpj: '44555666000181',
      email: 'x@inativo-e2e.com.br',
      dueDate: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('registrants').set({ active: false }).where('id', '=', inactive).execute();
  const inactiveRegistrant = await plant('066004', 'UHE Registrante Inativo', inactive, ids[1], ids[2]);
  const { id: off } = await db
    .insertInto('sources')
    .values({ name: 'Fonte desativada e2e', code: 'ZE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id: offTech } = await db
    .insertInto('technologies')
    .values({ name: 'Tecnologia desativada e2e', code: 'ZET', source_id: off })
    .returning('id')
    .executeTakeFirstOrThrow();
  const inactiveSource = await plant('066005', 'UHE Fonte Desativada', registrant.id, off, offTech);
  await db.updateTable('sources').set({ active: false }).where('id', '=', off).execute();
  // The fixture's CEG no enterprise uses (apps/api/test/support/fixture.ts).
  const free = cegCode('UFV', 'RS', 'SP', '054321');
  return { big, inactiveRegistrant, inactiveSource, free };
}

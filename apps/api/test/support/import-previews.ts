import { type ApiClient, formDataSerializer } from '@rec/sdk';
import { zImportPreview } from '@rec/sdk/zod';
import { cegCode } from '../../src/seed/catalogues';
import { startTestServer, type TestServer } from './server';
import { writePlant } from './writers';

// The world of the import-preview tests (ADR 0009): the fixture plus a plant of an inactive
// registrant, a plant of an inactive source, and plant A's March 2025 already recorded.
//
// Workbook uploads go to the server directly: `prism proxy` re-encodes multipart bodies as text and
// corrupts binary files (stoplightio/prism#2349, #1321). Their answers are checked against the
// contract with the SDK's zod schemas instead; every JSON-only call goes through the proxy.

export interface PreviewWorld {
  s: TestServer;
  admin: ApiClient;
  /** The admin straight to the server, for workbook uploads. */
  adminDirect: ApiClient;
  /** CEG codes: approved plants of registrants A and B, A's pending one, a free CEG, and the inactive ones. */
  ceg: { a: string; pending: string; b: string; free: string; inactiveRegistrant: string; inactiveSource: string };
  ids: { a: number; b: number; inactiveRegistrant: number; inactiveSource: number };
}

export async function startPreviewWorld(): Promise<PreviewWorld> {
  const s = await startTestServer();
  const db = s.database.db;
  const admin = await s.client('admin');
  const adminDirect = await s.client('admin', 'direct');
  const ceg = { a: '', pending: '', b: '', free: '', inactiveRegistrant: '', inactiveSource: '' };
  const ids = { a: 0, b: 0, inactiveRegistrant: 0, inactiveSource: 0 };
  const addPlant = (registrantId: number, sourceId: number, technologyId: number, core: string, name: string) =>
    writePlant(
      db,
      { core, name, uf: 'MG' },
      {
        registrant_id: registrantId,
        source_id: sourceId,
        technology_id: technologyId,
        capacity_mw: '2.500000',
        approved: 'APROVADO',
      },
    );
  const codeOf = async (id: number) =>
    (await db.selectFrom('businesses').select('codeCEG').where('id', '=', id).executeTakeFirstOrThrow()).codeCEG;
  ids.a = s.fixture.businesses.approvedA;
  ids.b = s.fixture.businesses.approvedB;
  ceg.a = await codeOf(ids.a);
  ceg.b = await codeOf(ids.b);
  ceg.pending = await codeOf(s.fixture.businesses.pendingA);
  ceg.free = cegCode('UFV', 'RS', 'SP', '054321');
  const { id: inactive } = await db
    .insertInto('registrants')
    .values({
      social_reason: 'Registrante Inativo Ltda',
      cnpj: '44555666000181',
      email: 'x@inativo.com.br',
      dueDate: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('registrants').set({ active: false }).where('id', '=', inactive).execute();
  const { sourceId, technologyId } = s.fixture.catalogue;
  const r = await addPlant(inactive, sourceId, technologyId, '077001', 'UFV Registrante Inativo');
  ceg.inactiveRegistrant = r.code;
  ids.inactiveRegistrant = r.id;
  const { id: off } = await db
    .insertInto('sources')
    .values({ name: 'Fonte desativada', code: 'ZZ' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('sources').set({ active: false }).where('id', '=', off).execute();
  const { id: offTech } = await db
    .insertInto('technologies')
    .values({ name: 'Tecnologia da fonte desativada', code: 'ZZT', source_id: off })
    .returning('id')
    .executeTakeFirstOrThrow();
  const q = await addPlant(s.fixture.registrants.a, off, offTech, '077002', 'UFV Fonte Desativada');
  ceg.inactiveSource = q.code;
  ids.inactiveSource = q.id;
  // Already recorded: plant A, March 2025.
  await db
    .insertInto('generation')
    .values({ business_id: ids.a, year: 2025, month: 3, total: '10.000000', origin: 'excel' })
    .execute();
  return { s, admin, adminDirect, ceg, ids };
}

/** Checks a 2xx preview against the contract (the proxy cannot, see above). */
export function checked<T extends { data?: unknown; response: Response }>(answer: T): T {
  if (answer.response.ok) zImportPreview.parse(answer.data);
  return answer;
}

/** Uploads a generation workbook; a 2xx answer is checked against the contract. */
export const upload = async (api: ApiClient, file: File) =>
  checked(await api.POST('/imports/generation', { body: { file }, bodySerializer: formDataSerializer }));

import { type ApiClient, formDataSerializer, type Schemas } from '@rec/sdk';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../src/http/types';
import { importsHandlers } from '../src/resources/imports/handlers';
import { type CommitWorld, commitWorkbook, expectedAnchor, startCommitWorld } from './support/import-commits';
import type { TestServer } from './support/server';

// Exchange-rate and consumption commits (ADR 0009), and the participant scope of a commit.
// Workbooks are uploaded directly (prism proxy corrupts binary multipart bodies, stoplightio/prism#2349).

let w: CommitWorld;
let s: TestServer;
let admin: ApiClient;
let adminDirect: ApiClient;
const waitJob = (id: number) => w.waitJob(id);

beforeAll(async () => {
  w = await startCommitWorld();
  ({ s, admin, adminDirect } = w);
});
afterAll(() => w.close());

describe('exchange and consumption commits', () => {
  it('writes exchange rates exactly', async () => {
    const file = await commitWorkbook([
      ['Moeda origem', 'Moeda destino', 'Cotação', 'Data'],
      ['USD', 'BRL', '5,432198', '02/01/2026'],
      ['EUR', 'BRL', 6.123456, '02/01/2026'],
    ]);
    const { data: p } = await adminDirect.POST('/imports/generationexchange', {
      body: { file },
      bodySerializer: formDataSerializer,
    });
    const { data } = await admin.POST('/imports/commit', { body: { import_id: p?.id as number } });
    const job = await waitJob(data?.id as number);
    expect(job).toMatchObject({ status: 'committed', code: 5003 });
    expect(job.blockchain?.transactionHash).toBe(await expectedAnchor(s.database.db, p?.id as number, 'exchange'));
    const rows = await sql<{ source_currency: string; destination_currency: string; rate: string; date: string }>`
      SELECT source_currency::text, destination_currency::text, rate::text, date FROM exchanges
      WHERE date = '2026-01-02' ORDER BY source_currency`.execute(s.database.db);
    expect(rows.rows).toEqual([
      { source_currency: 'EUR', destination_currency: 'BRL', rate: '6.123456', date: '2026-01-02' },
      { source_currency: 'USD', destination_currency: 'BRL', rate: '5.432198', date: '2026-01-02' },
    ]);
  });

  it("writes a participant's consumption, and scopes commits to the participant's own imports", async () => {
    const db = s.database.db;
    const { p1, p2 } = s.fixture.participants;
    const { id: beneficiary } = await db
      .insertInto('beneficiaries')
      .values({ participant_id: p1, name: 'Metalúrgica Gaúcha S.A.', country: 'BR', code: 'BEN-C1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const participant = await s.client('participant', 'direct');
    const { data: p } = await participant.POST('/imports/generationbeneficiaryconsumption', {
      body: {
        file: await commitWorkbook([
          ['Beneficiário', 'Início', 'Fim', 'Volume'],
          ['BEN-C1', '01/03/2025', '31/03/2025', '1.234,000001'],
        ]),
      },
      bodySerializer: formDataSerializer,
    });
    const importId = p?.id as number;
    // The policy lets only admins call commitImport today; the handler already scopes the batch
    // to its participant, which is what a participant-admin commit will rely on.
    const as = (user: Principal) =>
      db.transaction().execute((tx) =>
        (importsHandlers.commitImport as NonNullable<typeof importsHandlers.commitImport>)({
          db: tx,
          user,
          body: { import_id: importId },
          reply: { raw: { once: () => undefined } },
        } as never),
      );
    const other: Principal = {
      id: s.fixture.users.otherParticipant,
      role: 'client_admin_participant',
      email: '',
      registrantId: null,
      participantId: p2,
    };
    await expect(as(other)).rejects.toMatchObject({ status: 404 });
    const owner: Principal = {
      id: s.fixture.users.participant,
      role: 'client_admin_participant',
      email: '',
      registrantId: null,
      participantId: p1,
    };
    const queued = (await as(owner)) as Schemas['ImportJob'];
    expect(queued.status).toBe('queued');
    w.worker?.wake();
    const job = await waitJob(queued.id);
    expect(job.status).toBe('committed');
    const rows = await db
      .selectFrom('beneficiary_consumptions')
      .select(['period_start', 'period_end', 'volume'])
      .where('beneficiary_id', '=', beneficiary)
      .execute();
    expect(rows).toEqual([{ period_start: '2025-03-01', period_end: '2025-03-31', volume: '1234.000001' }]);
  });
});

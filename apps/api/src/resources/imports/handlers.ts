import { NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText } from '@rec/domain';
import { registryToday } from '@rec/domain/emission-periods';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { clientGone } from '../../http/client-gone';
import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { batchRows } from '../../imports/batch-rows';
import { previewConsumption } from '../../imports/consumption';
import { previewExchange } from '../../imports/exchange';
import { type GenerationRecord, generationRecords, previewGeneration } from '../../imports/generation';
import { GENERATION_TEXTS } from '../../imports/problems';
import { queueCommit } from '../../imports/queue';
import { inTransaction } from '../../imports/store';
import { wakeImportWorkers } from '../../imports/worker';
import { mwh } from '../../ledger/decimal';
import { participantScope } from '../../policy/scope';
import { FormReader, storeFile } from '../businesses/uploads';
import { sortableFor } from '../list-columns';
import { batchesQuery } from './batch-view';
import { jobView } from './jobs';
import {
  CCEE_OFFLINE,
  fetchMonth,
  INTEGRATION_NOT_FOUND,
  integrationColumns,
  previewing,
  previousMonth,
  workbookOf,
} from './sources';

// Imports (ADR 0004, ADR 0009): every source ends in a preview batch with per-row codes; nothing
// reaches the ledger tables until POST /imports/commit queues a job that the import worker runs.

/** Whether the caller may see a batch: admin all; a participant admin its consumption imports (monthly and hourly). */
export function batchScope(user: Principal) {
  const p = participantScope(user);
  return p === undefined
    ? sql<boolean>`true`
    : sql<boolean>`(b.kind IN ('beneficiary_consumption', 'beneficiary_hourly_consumption') AND b.participant_id = ${p})`;
}

async function jobOr404(db: Kysely<DB>, user: Principal, id: number) {
  const job = await db
    .selectFrom('import_jobs as j')
    .innerJoin('import_batches as b', 'b.id', 'j.import_id')
    .selectAll('j')
    .where('j.id', '=', id)
    .where(batchScope(user))
    .executeTakeFirst();
  if (!job) throw notFound(serverText(SERVER_TEXTS.processamentoImportacaoNaoEncontrado));
  return job;
}

export const importsHandlers: Handlers = {
  async uploadGenerationImport({ db, user, files, reply, services }) {
    const signal = clientGone(reply);
    const file = await workbookOf(files);
    return previewing(() =>
      previewGeneration(
        db,
        { kind: 'generation_excel', file_name: file.filename || null, created_by: user.id },
        generationRecords(file.data, signal),
        { today: registryToday(services.clock()) },
      ),
    );
  },

  /** A month from the CCEE through the first active CCEE integration (the plant's registrant's first). */
  async previewGenerationImport({ db, user, query, services }) {
    if (!services.connectors.ccee.fetchGeneration) throw unprocessable('CCEE_OFFLINE', CCEE_OFFLINE);
    let business: { id: number; codeCEG: string; registrant_id: number } | undefined;
    if (query.business_id) {
      business = await db
        .selectFrom('businesses')
        .select(['id', 'codeCEG', 'registrant_id'])
        .where('id', '=', query.business_id)
        .executeTakeFirst();
      if (!business) throw unprocessable('BUSINESS_NOT_FOUND', GENERATION_TEXTS.BUSINESS_NOT_FOUND);
    }
    let q = db
      .selectFrom('api_integrations')
      .select(integrationColumns)
      .where('provider', '=', 'ccee')
      .where('active', '=', true);
    if (business) {
      const registrant = business.registrant_id;
      q = q.where((eb) => eb.or([eb('registrant_id', 'is', null), eb('registrant_id', '=', registrant)]));
      q = q.orderBy(sql`registrant_id IS NULL`);
    }
    const integration = await q.orderBy('id').executeTakeFirst();
    if (!integration)
      throw unprocessable('CCEE_NOT_CONFIGURED', serverText(SERVER_TEXTS.nenhumaIntegracaoCceeAtivaCadastre));
    let records = await fetchMonth(services, integration, query.month, query.year);
    if (business) {
      const ceg = business.codeCEG.toUpperCase();
      records = records.filter((r) => r.codeCEG === ceg);
    }
    const meta = {
      kind: business ? ('generation_month' as const) : ('generation_api' as const),
      integration_id: integration.id,
      period_month: query.month,
      period_year: query.year,
      created_by: user.id,
    };
    return previewing(() =>
      inTransaction(db, (tx) =>
        previewGeneration(tx, meta, [records], {
          registrantId: business ? null : integration.registrant_id,
          today: registryToday(services.clock()),
        }),
      ),
    );
  },

  async externalImport({ db, user, params, query, services }) {
    const integration = await db
      .selectFrom('api_integrations')
      .select(integrationColumns)
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!integration) throw notFound(INTEGRATION_NOT_FOUND);
    if (!integration.active)
      throw unprocessable('INTEGRATION_INACTIVE', serverText(SERVER_TEXTS.integracaoInativaAtiveAntesImportar));
    if (integration.provider !== 'ccee')
      throw unprocessable('INTEGRATION_PROVIDER', serverText(SERVER_TEXTS.integracaoNaoForneceDadosGeracao));
    const period =
      query.month && query.year ? { month: query.month, year: query.year } : previousMonth(services.clock());
    const records = await fetchMonth(services, integration, period.month, period.year);
    const meta = {
      kind: 'external' as const,
      integration_id: integration.id,
      period_month: period.month,
      period_year: period.year,
      created_by: user.id,
    };
    return previewing(() =>
      inTransaction(db, (tx) =>
        previewGeneration(tx, meta, [records], {
          registrantId: integration.registrant_id,
          today: registryToday(services.clock()),
        }),
      ),
    );
  },

  /** One plant's declared generation for a month, with its evidence, as a one-row preview. */
  async preGeneration({ db, user, params, query, files, services }) {
    const business = await db
      .selectFrom('businesses')
      .select(['id', 'codeCEG'])
      .where('id', '=', params.businessId)
      .executeTakeFirst();
    if (!business) throw notFound(serverText(NOT_FOUND_ENTRIES.businesses));
    const evidence = files.find((f) => f.field === 'file');
    if (!evidence?.size)
      throw unprocessable('FILE_NOT_FOUND', serverText(SERVER_TEXTS.erroEnviarArquivoAnexeEvidencia), [
        { field: 'file', code: 'FILE_NOT_FOUND', message: GENERATION_TEXTS.FILE_NOT_FOUND },
      ]);
    const period =
      query.month && query.year ? { month: query.month, year: query.year } : previousMonth(services.clock());
    const stored = await storeFile(db, services, evidence);
    const record: GenerationRecord = {
      line: 1,
      codeCEG: business.codeCEG.toUpperCase(),
      month: period.month,
      year: period.year,
      total: mwh(query.volume),
    };
    return previewing(() =>
      previewGeneration(
        db,
        {
          kind: 'pre_generation',
          file_name: stored.name,
          file_id: stored.id,
          period_month: period.month,
          period_year: period.year,
          created_by: user.id,
        },
        [[record]],
        { today: registryToday(services.clock()) },
      ),
    );
  },

  async uploadExchangeImport({ db, user, files, reply, services }) {
    const signal = clientGone(reply);
    const file = await workbookOf(files);
    const meta = { kind: 'exchange' as const, file_name: file.filename || null, created_by: user.id };
    return previewing(() => previewExchange(db, meta, file.data, signal, registryToday(services.clock())));
  },

  /** A participant admin imports for its own beneficiaries; an admin may name `participant_id`. */
  async uploadBeneficiaryConsumptionImport({ db, user, files, body, reply, services }) {
    const signal = clientGone(reply);
    const file = await workbookOf(files);
    const form = new FormReader(body);
    const asked = form.int('participant_id', { min: 1 });
    form.done();
    const participantId = participantScope(user) ?? asked;
    return previewing(() =>
      previewConsumption(
        db,
        { kind: 'beneficiary_consumption', file_name: file.filename || null, created_by: user.id },
        file.data,
        participantId,
        signal,
        registryToday(services.clock()),
      ),
    );
  },

  /** Queues the commit of a preview (202); 409 unless the batch is still a preview. */
  async commitImport({ db, user, body, reply }) {
    const job = await queueCommit(db, body.import_id, user.id, batchScope(user));
    // The job becomes visible when the request's transaction commits, i.e. before the answer
    // leaves: wake this process's workers then, instead of waiting for their next poll.
    reply.raw.once('finish', wakeImportWorkers);
    return jobView(job);
  },

  getImportCommit: async ({ db, user, params }) => jobView(await jobOr404(db, user, params.id)),

  /** A batch of the history with its rows (ADR 0032); another participant's is not found. */
  async getImport({ db, user, params }) {
    const batch = await batchesQuery(db).where('b.id', '=', params.id).where(batchScope(user)).executeTakeFirst();
    if (!batch) throw notFound(serverText(SERVER_TEXTS.importacaoNaoEncontrada));
    return { ...batch, rows: await batchRows(db, params.id) };
  },

  async listImports({ db, user, query }) {
    let q = batchesQuery(db).where(batchScope(user));
    if (query.kind) q = q.where('b.kind', '=', query.kind);
    if (query.business_id) q = q.where(sql<boolean>`${query.business_id}::bigint = ANY (b.business_ids)`);
    return listPage(q, query, {
      // The stored folded file name (migration 0079).
      searchable: [{ folded: 'b.file_name_folded' }, 'u.email'],
      sortable: sortableFor('listImports'),
      newestFirst: true,
      key: 'b.id',
    });
  },
};

import {
  earliestRegistrationText,
  enterpriseMachine,
  GENERATION_MESSAGES,
  NOT_FOUND_ENTRIES,
  SERVER_TEXTS,
  serverText,
  VALIDATION_MESSAGES,
  withinRetroactiveLimit,
} from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { recordPlantEvent } from '../../events/plants';
import { conflict, type HttpError, notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers, Principal } from '../../http/types';
import { APPROVED, PENDING } from '../../lib/states';
import { isAdmin } from '../../policy/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';
import { BUSINESS_NOT_FOUND, businessQuery, findBusiness, withFiles } from './query';
import { businessScope } from './scope';
import { filesOf, removeFiles, storeFile } from './uploads';

type Input = Schemas['BusinessInput'];
type FieldError = NonNullable<HttpError['fields']>[number];

export const CEG_NOT_FOUND = serverText(GENERATION_MESSAGES.CEG_NOT_FOUND);
export const CEG_ALREADY_USED = serverText(GENERATION_MESSAGES.CEG_HAS_ALREADY_BEEN_USED);

/** I-REC's 12-month limit on back-dating a plant's registration (domain rule), checked when the date is set. */
function checkRegistrationDate(date: string | null | undefined, stored?: string | null): void {
  if (!date || date === stored) return;
  const today = new Date().toISOString();
  if (withinRetroactiveLimit(date, today)) return;
  const earliest = earliestRegistrationText(today);
  throw unprocessable('RETROACTIVE_LIMIT', serverText(SERVER_TEXTS.registroIRecPodeRetroagir, { earliest }), [
    {
      field: 'irec_registration_date',
      code: 'RETROACTIVE_LIMIT',
      message: serverText(SERVER_TEXTS.dataMinima, { earliest }),
    },
  ]);
}

/** The CEG must be in the platform's register and free (or already this enterprise's). */
async function checkCeg(db: Kysely<DB>, code: string, exceptBusinessId?: number): Promise<{ uf: string }> {
  // Locking the CEG row serialises two requests that claim the same CEG (and a concurrent delete).
  const ceg = await db.selectFrom('ceg_codes').select('uf').where('code', '=', code).forUpdate().executeTakeFirst();
  if (!ceg)
    throw unprocessable('CEG_NOT_FOUND', CEG_NOT_FOUND, [
      { field: 'codeCEG', code: 'CEG_NOT_FOUND', message: CEG_NOT_FOUND },
    ]);
  let used = db.selectFrom('businesses').select('id').where('codeCEG', '=', code);
  if (exceptBusinessId !== undefined) used = used.where('id', '<>', exceptBusinessId);
  if (await used.executeTakeFirst()) throw conflict('CEG_HAS_ALREADY_BEEN_USED', CEG_ALREADY_USED);
  return ceg;
}

/** The registrant the enterprise belongs to: staff's own; an admin must name an existing one. */
async function registrantFor(db: Kysely<DB>, user: Principal, asked: number | undefined): Promise<number> {
  if (!isAdmin(user)) return user.registrantId ?? -1;
  if (asked === undefined)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.informeRegistrante), [
      { field: 'registrant_id', code: 'required', message: serverText(VALIDATION_MESSAGES.required) },
    ]);
  const found = await db.selectFrom('registrants').select('id').where('id', '=', asked).executeTakeFirst();
  if (!found)
    throw unprocessable('REGISTRANT_NOT_FOUND', serverText(GENERATION_MESSAGES.REGISTRANT_NOT_FOUND), [
      {
        field: 'registrant_id',
        code: 'REGISTRANT_NOT_FOUND',
        message: serverText(SERVER_TEXTS.registranteNaoEncontrado),
      },
    ]);
  return asked;
}

/** Source, technology (of that source), participant and capacity must make sense together. */
async function checkReferences(db: Kysely<DB>, body: Input): Promise<void> {
  const errors: FieldError[] = [];
  const source = await db.selectFrom('sources').select('id').where('id', '=', body.source_id).executeTakeFirst();
  if (!source)
    errors.push({ field: 'source_id', code: 'not_found', message: serverText(SERVER_TEXTS.fonteEnergiaNaoEncontrada) });
  const tech = await db
    .selectFrom('technologies')
    .select('source_id')
    .where('id', '=', body.technology_id)
    .executeTakeFirst();
  if (!tech)
    errors.push({
      field: 'technology_id',
      code: 'not_found',
      message: serverText(SERVER_TEXTS.tecnologiaNaoEncontrada),
    });
  else if (source && tech.source_id !== body.source_id)
    errors.push({
      field: 'technology_id',
      code: 'mismatch',
      message: serverText(SERVER_TEXTS.tecnologiaNaoPertenceFonteEnergia),
    });
  if (body.participant_id != null) {
    const p = await db.selectFrom('participants').select('id').where('id', '=', body.participant_id).executeTakeFirst();
    if (!p)
      errors.push({ field: 'participant_id', code: 'not_found', message: serverText(NOT_FOUND_ENTRIES.participants) });
  }
  if (/^0*(\.0*)?$/.test(body.capacity_mw))
    errors.push({ field: 'capacity_mw', code: 'minimum', message: serverText(SERVER_TEXTS.potenciaDeveSerMaiorZero) });
  if (errors.length) throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.dadosInvalidos), errors);
}

/** The editable columns of the body; absent optional fields stay as they are (Kysely skips undefined). */
const editable = (b: Input) => ({
  name: b.name,
  codeCEG: b.codeCEG,
  participant_id: b.participant_id,
  source_id: b.source_id,
  technology_id: b.technology_id,
  capacity_mw: b.capacity_mw,
  measurement_data_source: b.measurement_data_source,
  mwh_debit_credit: b.mwh_debit_credit,
  aneel_data: b.aneel_data,
  irec_code: b.irec_code,
  irec_registration_date: b.irec_registration_date,
  irec_due_date: b.irec_due_date,
  rec_generation_start: b.rec_generation_start,
  commercial_operation_start: b.commercial_operation_start,
  commercial_operation_date: b.commercial_operation_date,
  default_irec_registrant: b.default_irec_registrant,
  rec_brazil: b.rec_brazil,
  carbon_credit: b.carbon_credit,
  prepaid: b.prepaid,
  payer: b.payer,
  automatic_emission: b.automatic_emission,
  automatic_invoice_emission: b.automatic_invoice_emission,
  invoice_description: b.invoice_description,
  uf: b.uf,
  city: b.city,
});

/** Locks one enterprise in scope for a state change; 404 outside scope. */
async function lockBusiness(db: Kysely<DB>, user: Principal, id: number) {
  const row = await db
    .selectFrom('businesses as b')
    .select(['b.id', 'b.approved', 'b.irec_registration_date'])
    .where('b.id', '=', id)
    .where(businessScope(user))
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(BUSINESS_NOT_FOUND);
  return row;
}

export const businessesHandlers: Handlers = {
  async listBusinesses({ db, user, query }) {
    let q = await businessQuery(db, user);
    if (query.approved) q = q.where('b.approved', '=', query.approved);
    if (query.registrant_id) q = q.where('b.registrant_id', '=', query.registrant_id);
    if (query.participant_id) q = q.where('b.participant_id', '=', query.participant_id);
    if (query.source_id) q = q.where('b.source_id', '=', query.source_id);
    if (query.technology_id) q = q.where('b.technology_id', '=', query.technology_id);
    const page = await listPage(q, query, {
      // The stored folded name and CEG code (migration 0079).
      searchable: [{ folded: 'b.name_folded' }, { folded: 'b.code_folded' }],
      sortable: sortableFor('listBusinesses'),
    });
    return { ...page, data: await withFiles(db, page.data) };
  },

  getBusiness: ({ db, user, params }) => findBusiness(db, user, params.id),

  async createBusiness({ db, user, body }) {
    const registrant_id = await registrantFor(db, user, body.registrant_id);
    await checkReferences(db, body);
    const ceg = await checkCeg(db, body.codeCEG);
    checkRegistrationDate(body.irec_registration_date);
    const row = await db
      .insertInto('businesses')
      .values({ ...editable(body), uf: body.uf ?? ceg.uf, registrant_id, approved: PENDING })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findBusiness(db, user, row.id);
  },

  async updateBusiness({ db, user, params, body }) {
    const current = await lockBusiness(db, user, params.id);
    // Spec §4: an enterprise is editable only once approved; otherwise it is "not found" for editing.
    if (current.approved !== APPROVED) throw notFound(BUSINESS_NOT_FOUND);
    const registrant_id =
      isAdmin(user) && body.registrant_id !== undefined ? await registrantFor(db, user, body.registrant_id) : undefined;
    await checkReferences(db, body);
    await checkCeg(db, body.codeCEG, params.id);
    // A plant registered long ago keeps its date when edited; only a new date is held to the limit.
    checkRegistrationDate(body.irec_registration_date, current.irec_registration_date);
    await db
      .updateTable('businesses')
      .set({ ...editable(body), registrant_id, ...touched() })
      .where('id', '=', params.id)
      .execute();
    return findBusiness(db, user, params.id);
  },

  async deleteBusiness({ db, user, params, services }) {
    const current = await lockBusiness(db, user, params.id);
    if (current.approved === APPROVED)
      throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.somenteEmpreendimentosPendentesRecusadosPodem));
    const files = await db
      .selectFrom('business_files')
      .select('file_id')
      .where('business_id', '=', params.id)
      .execute();
    await db.deleteFrom('businesses').where('id', '=', params.id).execute();
    await removeFiles(
      db,
      services,
      files.map((f) => f.file_id),
    );
    return undefined;
  },

  async uploadBusinessFiles({ db, user, params, files, services }) {
    await lockBusiness(db, user, params.id);
    for (const file of filesOf(files, 'files', true)) {
      const stored = await storeFile(db, services, file);
      await db.insertInto('business_files').values({ business_id: params.id, file_id: stored.id }).execute();
    }
    await db.updateTable('businesses').set(touched()).where('id', '=', params.id).execute();
    return findBusiness(db, user, params.id);
  },

  async approveBusiness({ db, user, params }) {
    const current = await lockBusiness(db, user, params.id);
    if (!enterpriseMachine.can(current.approved, 'approve'))
      throw conflict(
        'ILLEGAL_TRANSITION',
        serverText(SERVER_TEXTS.empreendimentoNaoPodeSerAprovado, { approved: current.approved }),
      );
    await db
      .updateTable('businesses')
      .set({ approved: enterpriseMachine.transition(current.approved, 'approve'), refusal_reason: null, ...touched() })
      .where('id', '=', params.id)
      .execute();
    await recordPlantEvent(db, 'approved', params.id, user.id);
    return findBusiness(db, user, params.id);
  },

  async refuseBusiness({ db, user, params, body }) {
    const current = await lockBusiness(db, user, params.id);
    if (!enterpriseMachine.can(current.approved, 'refuse'))
      throw conflict(
        'ILLEGAL_TRANSITION',
        serverText(SERVER_TEXTS.empreendimentoNaoPodeSerRecusado, { approved: current.approved }),
      );
    await db
      .updateTable('businesses')
      .set({
        approved: enterpriseMachine.transition(current.approved, 'refuse'),
        refusal_reason: body.reason.trim(),
        ...touched(),
      })
      .where('id', '=', params.id)
      .execute();
    await recordPlantEvent(db, 'refused', params.id, user.id);
    return findBusiness(db, user, params.id);
  },
};

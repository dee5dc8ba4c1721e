import { HARDENING_MESSAGES, NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText } from '@rec/domain';
import { emissionRefusal, registryToday } from '@rec/domain/emission-periods';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { checkHourlyRequest } from '../../hourly/request';
import { notFound, raise, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { fromMicro, mwh, toMicro } from '../../ledger/decimal';
import { APPROVED } from '../../lib/states';
import { registrantScope } from '../../policy/scope';
import { checkReceiver } from './receiver';

export interface RecRequest {
  business_id: number;
  scheme: 'irec' | 'rec_brazil';
  initial_period: string;
  final_period: string;
  emissionVolume: string;
  participant_id?: number;
  granularity?: 'monthly' | 'hourly';
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * Checks a request against the ledger rules and answers what to store. Locks the plant-month's
 * generation row and the registrant row, so that concurrent requests cannot both take the same
 * MWh or both slip under the monthly limit. `excludeRecId` leaves out the request being edited.
 */
export async function checkRequest(db: Kysely<DB>, user: Principal, req: RecRequest, now: Date, excludeRecId?: number) {
  const scope = registrantScope(user);
  let bq = db.selectFrom('businesses').selectAll().where('id', '=', req.business_id);
  if (scope !== undefined) bq = bq.where('registrant_id', '=', scope);
  const business = await bq.executeTakeFirst();
  if (!business) throw notFound(serverText(NOT_FOUND_ENTRIES.businesses));
  if (business.approved !== APPROVED) throw raise('BUSINESS_NOT_APPROVED', { status: 422 });
  const period = monthOf(req.initial_period);
  if (monthOf(req.final_period) !== period || req.final_period < req.initial_period) {
    throw unprocessable('PERIOD_SPANS_MONTHS', serverText(SERVER_TEXTS.periodoEmissaoDeveEstarDentro), [
      { field: 'final_period', message: serverText(SERVER_TEXTS.useMesmoMesPeriodoInicial) },
    ]);
  }
  // The domain's emission rule (the form offers the same months): a month that has ended on the
  // registry's calendar, within its residual-mix deadline (31 May / 30 Sep of the next year).
  const refusal = emissionRefusal(period, registryToday(now));
  if (refusal?.code === 'PERIOD_NOT_CLOSED')
    throw unprocessable('PERIOD_NOT_CLOSED', serverText(SERVER_TEXTS.soPossivelEmitirMesesEncerrados));
  if (refusal?.code === 'EMISSION_DEADLINE_PASSED')
    throw unprocessable(
      'EMISSION_DEADLINE_PASSED',
      serverText(HARDENING_MESSAGES.EMISSION_DEADLINE_PASSED, { deadline: refusal.deadlineText }),
      [
        {
          field: 'initial_period',
          message: serverText(SERVER_TEXTS.prazoEmissao, { deadlineText: refusal.deadlineText }),
        },
      ],
    );
  const [year, month] = period.split('-').map(Number) as [number, number];
  const generation = await db
    .selectFrom('generation')
    .select(['id', 'total', 'origin'])
    .where('business_id', '=', business.id)
    .where('year', '=', year)
    .where('month', '=', month)
    .forUpdate()
    .executeTakeFirst();
  if (!generation)
    throw unprocessable(
      'EXCEEDS_AVAILABLE',
      serverText(SERVER_TEXTS.naoHaGeracaoImportada, { month: month.toString().padStart(2, '0'), year }),
    );
  let covered = db
    .selectFrom('recs')
    .select(sql<string>`coalesce(sum("emissionVolume"), 0)::text`.as('v'))
    .where('business_id', '=', business.id)
    .where('generation_period', '=', period)
    .where('status', 'in', ['pending', 'approved']);
  if (excludeRecId) covered = covered.where('id', '!=', excludeRecId);
  const used = toMicro(mwh((await covered.executeTakeFirstOrThrow()).v));
  const available = toMicro(mwh(generation.total)) - used;
  const wanted = toMicro(req.emissionVolume);
  if (wanted > available) {
    throw unprocessable(
      'EXCEEDS_AVAILABLE',
      serverText(SERVER_TEXTS.volumeSolicitadoMwhExcedeDisponivel, {
        emissionVolume: mwh(req.emissionVolume),
        value: fromMicro(available < 0n ? 0n : available),
      }),
      [
        {
          field: 'emissionVolume',
          message: serverText(SERVER_TEXTS.disponivelMwh, { value: fromMicro(available < 0n ? 0n : available) }),
        },
      ],
    );
  }
  // Hourly: the month's hours hold it too (ADR 0091); monthly and hourly share the total above.
  if (req.granularity === 'hourly')
    await checkHourlyRequest(db, {
      ...req,
      business_id: business.id,
      period,
      origin: generation.origin,
      recId: excludeRecId,
    });
  await checkMonthlyLimit(db, business.registrant_id, wanted, excludeRecId);
  // The plant's default receiver passes the same check as a named one: either could be anyone.
  const participantId = req.participant_id ?? business.participant_id;
  await checkReceiver(db, business, participantId);
  return { business, period, participantId };
}

/** The registrant's monthly emission limit (volume_mwh_month; 0 means no limit): HTTP 429. */
async function checkMonthlyLimit(db: Kysely<DB>, registrantId: number, wanted: bigint, excludeRecId?: number) {
  const reg = await db
    .selectFrom('registrants')
    .select('volume_mwh_month')
    .where('id', '=', registrantId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const limit = toMicro(mwh(reg.volume_mwh_month));
  if (limit === 0n) return;
  let q = db
    .selectFrom('recs')
    .select(sql<string>`coalesce(sum("emissionVolume"), 0)::text`.as('v'))
    .where('registrant_id', '=', registrantId)
    .where('status', '!=', 'refused')
    .where(sql<boolean>`date_trunc('month', created_at) = date_trunc('month', now())`);
  if (excludeRecId) q = q.where('id', '!=', excludeRecId);
  const used = toMicro(mwh((await q.executeTakeFirstOrThrow()).v));
  if (used + wanted > limit) throw raise('EMISSION_LIMIT', { status: 429 });
}

/**
 * The same monthly limit at approval (§8: batch approve answers 429 too): the MWh approved for
 * the registrant this month, with this request, stay within it. A limit lowered after a request
 * was made is what trips it (ADR 0021).
 */
export async function checkApprovalLimit(db: Kysely<DB>, registrantId: number, volume: string) {
  const reg = await db
    .selectFrom('registrants')
    .select('volume_mwh_month')
    .where('id', '=', registrantId)
    .forNoKeyUpdate()
    .executeTakeFirstOrThrow();
  const limit = toMicro(mwh(reg.volume_mwh_month));
  if (limit === 0n) return;
  const approved = await db
    .selectFrom('recs')
    .select(sql<string>`coalesce(sum("emissionVolume"), 0)::text`.as('v'))
    .where('registrant_id', '=', registrantId)
    .where('status', '=', 'approved')
    .where(sql<boolean>`date_trunc('month', approval_date) = date_trunc('month', now())`)
    .executeTakeFirstOrThrow();
  if (toMicro(mwh(approved.v)) + toMicro(mwh(volume)) > limit) throw raise('EMISSION_LIMIT', { status: 429 });
}

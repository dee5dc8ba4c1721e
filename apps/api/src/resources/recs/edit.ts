import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isHourly } from '../../hourly/db';
import { conflict, HttpError, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { mwh } from '../../ledger/decimal';
import { isAdmin } from '../../policy/scope';
import { checkRequest } from './coverage';
import { recordRecEvent } from './events';
import { lockRec, recOr404 } from './select';

type RecUpdate = Schemas['RecUpdate'];

/**
 * What SISREC, the CCEE or the external platform decided about a request: the admin records it,
 * never the registrant whose emission it judges (ADR 0082).
 */
export const REGISTRY_FIELDS = [
  'sisrec_approval_date',
  'ccee_hash',
  'ccee_status',
  'rejected_ccee',
  'rejected_external',
] as const;
const REQUEST_FIELDS = ['initial_period', 'final_period', 'emissionVolume', 'participant_id'] as const;
export const REGISTRY_ADMIN_ONLY = serverText(SERVER_TEXTS.somenteAdministradorRegistraDadosCcee);

/** Refused, not ignored: a caller who sent a value must learn it was not stored. */
function refuseRegistryFields(user: Principal, body: RecUpdate): void {
  if (isAdmin(user)) return;
  const sent = REGISTRY_FIELDS.filter((k) => body[k] !== undefined);
  if (sent.length)
    throw new HttpError(
      403,
      'FORBIDDEN',
      REGISTRY_ADMIN_ONLY,
      sent.map((field) => ({ field, code: 'admin_only', message: REGISTRY_ADMIN_ONLY })),
    );
}

const shown = (v: unknown) => (v === null || v === undefined ? '—' : String(v));

/** 'field: before → after' for each field whose value changes; one history line per change. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>, keys: readonly string[]) {
  return keys
    .filter((k) => k in after && shown(after[k]) !== shown(before[k]))
    .map((k) => `${k}: ${shown(before[k])} → ${shown(after[k])}`)
    .join('; ');
}

/**
 * PUT /recs/{id}: a pending request's volume, period and receiver (checked as a new request is),
 * and the registry data (admin only). An approved request's facts change only through its
 * machine (block, revert); every change lands in its activity.
 */
export async function updateRequest(db: Kysely<DB>, user: Principal, id: number, body: RecUpdate, now: Date) {
  refuseRegistryFields(user, body);
  const rec = await lockRec(db, user, id);
  if (body.generation_period !== undefined && body.generation_period !== rec.generation_period) {
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.mesGeracaoMesPeriodoEmissao), [
      { field: 'generation_period', message: serverText(SERVER_TEXTS.deveSerIgualMesPeriodo) },
    ]);
  }
  const request: Record<string, unknown> = {};
  if (REQUEST_FIELDS.some((k) => body[k] !== undefined)) {
    if (rec.status !== 'pending')
      throw conflict('ILLEGAL_TRANSITION', serverText(SERVER_TEXTS.somenteSolicitacoesPendentesPodemTer));
    const participantId = body.participant_id ?? rec.participant_id;
    const next = {
      business_id: rec.business_id,
      scheme: rec.scheme,
      initial_period: body.initial_period ?? rec.initial_period,
      final_period: body.final_period ?? rec.final_period,
      emissionVolume: mwh(body.emissionVolume ?? rec.emissionVolume),
      granularity: isHourly(rec) ? ('hourly' as const) : ('monthly' as const),
      ...(participantId ? { participant_id: participantId } : {}),
    };
    const { period } = await checkRequest(db, user, next, now, rec.id);
    Object.assign(request, { ...next, generation_period: period, participant_id: participantId ?? null });
  }
  const registry: Record<string, unknown> = {};
  for (const k of REGISTRY_FIELDS) if (body[k] !== undefined) registry[k] = body[k];
  const before = { ...rec, emissionVolume: mwh(rec.emissionVolume) };
  const edited = changes(before, request, [...REQUEST_FIELDS, 'generation_period']);
  const recorded = changes(before, registry, REGISTRY_FIELDS);
  if (edited || recorded) {
    await db
      .updateTable('recs')
      .set({ ...request, ...registry, updated_at: now })
      .where('id', '=', rec.id)
      .execute();
    if (edited) await recordRecEvent(db, rec.id, 'edited', user, edited, now);
    if (recorded) await recordRecEvent(db, rec.id, 'registry_recorded', user, recorded, now);
  }
  return recOr404(db, user, rec.id);
}

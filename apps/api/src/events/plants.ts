import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { recordEvent } from './record';

/** plant.approved / plant.refused for the plant's registrant, in the decision's transaction (ADR 0115). */
export async function recordPlantEvent(
  db: Kysely<DB>,
  what: 'approved' | 'refused',
  businessId: number,
  actor: number,
) {
  const b = await db
    .selectFrom('businesses')
    .select(['registrant_id', 'codeCEG', 'approved', 'refusal_reason'])
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  await recordEvent(db, {
    type: `plant.${what}`,
    to: { registrantId: b.registrant_id },
    subject: { resource: 'businesses', id: businessId },
    actorUserId: actor || null,
    data: {
      business_id: businessId,
      plant_code: b.codeCEG,
      status: b.approved,
      ...(what === 'refused' && b.refusal_reason ? { reason: b.refusal_reason } : {}),
    },
  });
}

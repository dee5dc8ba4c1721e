import type { Kysely } from 'kysely';
import type { DB } from '../../src/db/schema';

/** YYYY-MM of n months before the current month. */
export function monthsBack(
  n: number,
  now = new Date(),
): { period: string; year: number; month: number; first: string; last: string } {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1));
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const period = `${year}-${String(month).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { period, year, month, first: `${period}-01`, last: `${period}-${lastDay}` };
}

export async function addGeneration(
  db: Kysely<DB>,
  businessId: number,
  monthsAgo: number,
  total: string,
): Promise<void> {
  const { year, month } = monthsBack(monthsAgo);
  await db.insertInto('generation').values({ business_id: businessId, year, month, total, origin: 'excel' }).execute();
}

export async function addAccount(
  db: Kysely<DB>,
  participantId: number,
  type: 'trade' | 'retirement',
  code: string,
): Promise<number> {
  return (
    await db
      .insertInto('accounts')
      .values({ participant_id: participantId, accountType: type, accountCode: code, accountName: code })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

export async function addBeneficiary(db: Kysely<DB>, participantId: number, code: string): Promise<number> {
  return (
    await db
      .insertInto('beneficiaries')
      .values({ participant_id: participantId, name: `Beneficiário ${code}`, country: 'BR', code })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/** The participant's first trade account (where approvals put its emissions). */
export async function tradeAccountOf(db: Kysely<DB>, participantId: number): Promise<number> {
  return (
    await db
      .selectFrom('accounts')
      .select('id')
      .where('participant_id', '=', participantId)
      .where('accountType', '=', 'trade')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * An APROVADO participant ↔ registrant link, as the registrant side would have accepted it: an
 * emission may name (or default to) only a linked participant (ADR 0082).
 */
export async function linkParticipant(db: Kysely<DB>, participantId: number, registrantId: number): Promise<void> {
  await db
    .insertInto('participant_registrants')
    .values({ participant_id: participantId, registrant_id: registrantId, status: 'APROVADO' })
    .onConflict((oc) => oc.columns(['participant_id', 'registrant_id']).doUpdateSet({ status: 'APROVADO' }))
    .execute();
}

/**
 * Links every plant's named receiver to the plant's registrant (APROVADO), as the registrant would
 * have before requesting emissions that default to it. Call it after changing a receiver.
 */
export async function linkPlantReceivers(db: Kysely<DB>): Promise<void> {
  const pairs = await db
    .selectFrom('businesses')
    .select(['participant_id', 'registrant_id'])
    .distinct()
    .where('participant_id', 'is not', null)
    .execute();
  for (const { participant_id, registrant_id } of pairs)
    await linkParticipant(db, participant_id as number, registrant_id);
}

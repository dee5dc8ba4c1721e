import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { fromMicro, mwh, sumMicro } from '../ledger/decimal';
import { recordEvent } from './record';

interface RetiredLog {
  status: string;
  volume: string;
  redemption_id: number | null;
}

/**
 * automation.ran for the rule's participant, in the run's transaction (issue 42, ADR 0120): what
 * the run retired — how many redemptions, their MWh, to which beneficiary. A run that retired
 * nothing (skipped) tells no one: its log says why, and a routine "nothing to do" is not news;
 * a failed run rolled back, so there is nothing to tell of.
 */
export async function recordAutomationRan(
  db: Kysely<DB>,
  automationId: number,
  logs: readonly RetiredLog[],
  actor: number,
): Promise<void> {
  const retired = logs.filter((l) => l.status === 'success' && l.redemption_id !== null);
  if (retired.length === 0) return;
  const rule = await db
    .selectFrom('redemption_automations as a')
    .leftJoin('beneficiaries as b', 'b.id', 'a.beneficiary_id')
    .select(['a.id', 'a.name', 'a.participant_id', 'a.beneficiary_id', 'b.name as beneficiary_name'])
    .where('a.id', '=', automationId)
    .executeTakeFirstOrThrow();
  await recordEvent(db, {
    type: 'automation.ran',
    to: { participantId: rule.participant_id },
    subject: { resource: 'redemptionsautomations', id: rule.id },
    actorUserId: actor || null,
    data: {
      automation_id: rule.id,
      automation_name: rule.name,
      redemption_count: retired.length,
      redemption_ids: retired.map((l) => l.redemption_id),
      volume: fromMicro(sumMicro(retired.map((l) => mwh(l.volume)))),
      beneficiary_id: rule.beneficiary_id,
      beneficiary_name: rule.beneficiary_name,
    },
  });
}

import { SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { participantScope } from '../../policy/scope';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';
import { checkHourlySelection } from './hourly';
import { checkHourlyMatching } from './matching';
import { automationOr404, automationQuery } from './query';
import { runAutomation } from './run';
import { checkAutomation } from './validate';

async function linkPlants(db: Kysely<DB>, automationId: number, businessIds: readonly number[]): Promise<void> {
  await db.deleteFrom('redemption_automation_businesses').where('automation_id', '=', automationId).execute();
  await db
    .insertInto('redemption_automation_businesses')
    .values(businessIds.map((business_id) => ({ automation_id: automationId, business_id })))
    .execute();
}

/** The rule's hourly selection as stored (ADR 0101), or null for a monthly rule. */
const selectionJson = (body: { hourly_selection?: unknown }) =>
  body.hourly_selection ? JSON.stringify(body.hourly_selection) : null;
/** The rule's hourly matching mode as stored (ADR 0111), or null. */
const matchingJson = (body: { hourly_matching?: unknown }) =>
  body.hourly_matching ? JSON.stringify(body.hourly_matching) : null;

/** Redemption automations of a participant (§4, §5), their runs and their logs. */
export const automationsHandlers: Handlers = {
  async listRedemptionAutomations({ db, user, query }) {
    let q = automationQuery(db, user);
    if (query.participant_id) q = q.where('a.participant_id', '=', query.participant_id);
    return listPage(q, query, {
      searchable: ['a.name', 'a.purpose'],
      sortable: sortableFor('listRedemptionAutomations'),
      defaultSort: 'id',
    });
  },

  getRedemptionAutomation: ({ db, user, params }) => automationOr404(db, user, params.id),

  async createRedemptionAutomation({ db, user, body }) {
    const participantId = participantScope(user) ?? body.participant_id;
    if (!participantId)
      throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.informeParticipante), [
        { field: 'participant_id', message: serverText(VALIDATION_MESSAGES.required) },
      ]);
    const businessIds = await checkAutomation(db, participantId, body);
    checkHourlySelection(body, businessIds);
    checkHourlyMatching(body, businessIds);
    const row = await db
      .insertInto('redemption_automations')
      .values({
        participant_id: participantId,
        name: body.name,
        percentage: body.percentage,
        order: body.order,
        beneficiary_id: body.beneficiary_id,
        trade_account_id: body.trade_account_id,
        retirement_account_id: body.retirement_account_id,
        purpose: body.purpose,
        active: body.active ?? true,
        hourly_selection: selectionJson(body),
        hourly_matching: matchingJson(body),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await linkPlants(db, row.id, businessIds);
    return automationOr404(db, user, row.id);
  },

  /** Replaces the rule (PUT takes the whole AutomationInput); its participant never changes. */
  async updateRedemptionAutomation({ db, user, params, body }) {
    const current = await automationOr404(db, user, params.id);
    const businessIds = await checkAutomation(db, current.participant_id, body);
    const kept = body.hourly_selection === undefined ? current.hourly_selection : body.hourly_selection;
    checkHourlySelection({ ...body, hourly_selection: kept }, businessIds);
    const keptMode = body.hourly_matching === undefined ? current.hourly_matching : body.hourly_matching;
    checkHourlyMatching({ hourly_selection: kept, hourly_matching: keptMode }, businessIds);
    await db
      .updateTable('redemption_automations')
      .set({
        name: body.name,
        percentage: body.percentage,
        order: body.order,
        beneficiary_id: body.beneficiary_id,
        trade_account_id: body.trade_account_id,
        retirement_account_id: body.retirement_account_id,
        purpose: body.purpose,
        ...(body.active === undefined ? {} : { active: body.active }),
        // Absent keeps the rule's selection (a form that does not show it must not drop it); null removes it.
        ...(body.hourly_selection === undefined ? {} : { hourly_selection: selectionJson(body) }),
        ...(body.hourly_matching === undefined ? {} : { hourly_matching: matchingJson(body) }),
        ...touched(),
      })
      .where('id', '=', current.id)
      .execute();
    await linkPlants(db, current.id, businessIds);
    return automationOr404(db, user, current.id);
  },

  /** Deletes the rule; its logs and the redemptions it made stay. */
  async deleteRedemptionAutomation({ db, user, params }) {
    const current = await automationOr404(db, user, params.id);
    await db.deleteFrom('redemption_automations').where('id', '=', current.id).execute();
    return undefined;
  },

  startAutomation: ({ db, user, params }) => runAutomation(db, user, params.id),

  async listAutomationLogs({ db, user, query }) {
    const scope = participantScope(user);
    // volume is NUMERIC(18,6): it arrives as exact text with 6 decimals.
    let q = db.selectFrom('automation_logs as l').selectAll('l');
    if (scope !== undefined) q = q.where('l.participant_id', '=', scope);
    if (query.automation_id) q = q.where('l.automation_id', '=', query.automation_id);
    if (query.status) q = q.where('l.status', '=', query.status);
    return listPage(q, query, {
      searchable: ['l.message', 'l.automation_name'],
      sortable: sortableFor('listAutomationLogs'),
      defaultSort: 'id',
    });
  },
};

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { sql } from 'kysely';
import { failed } from '../../connectors/sync';
import type { Handlers } from '../../http/types';
import { participantScope } from '../../policy/scope';
import { openEvident } from './session';

// Sync with the external evidence registry (Evident). Offline, nothing is sent and nothing is
// marked: rows stay `not_synced` and the answer says so. Live, each row is pushed on its own and
// marked `synced` or `failed` by what the registry answered. Network calls run outside any
// database transaction (these are GETs); each mark is one statement.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const evidentHandlers: Handlers = {
  /** Beneficiaries not yet synced → `beneficiaries/create`. */
  async syncBeneficiaries({ db, services, user }) {
    const opened = await openEvident(db, services, user);
    if ('result' in opened) return opened.result;
    const scope = participantScope(user);
    let q = db
      .selectFrom('beneficiaries')
      .select(['id', 'name', 'country', 'code', 'location'])
      .where('sync_status', '!=', 'synced');
    if (scope !== undefined) q = q.where('participant_id', '=', scope);
    let done = 0;
    let failures = 0;
    for (const b of await q.orderBy('id').execute()) {
      let status: 'synced' | 'failed' = 'synced';
      try {
        await opened.session.pushBeneficiary({ name: b.name, country: b.country, code: b.code, location: b.location });
        done++;
      } catch {
        status = 'failed';
        failures++;
      }
      await db
        .updateTable('beneficiaries')
        .set({ sync_status: status, updated_at: new Date() })
        .where('id', '=', b.id)
        .execute();
    }
    const message = `Evident: ${plural(done, serverText(SERVER_TEXTS.beneficiarioSincronizado), serverText(SERVER_TEXTS.beneficiariosSincronizados))}${failures ? `, ${plural(failures, serverText(SERVER_TEXTS.comFalha), serverText(SERVER_TEXTS.comFalha))}` : ''}`;
    return { synced: failures === 0, status: failures ? 'failed' : 'synced', message, count: done };
  },

  /**
   * Accounts (/retirements, ADR 0004) and the retirements booked from them. The registry opens
   * accounts itself: an account is `synced` when its code is among the organisation's accounts
   * there, `failed` when it is not. Completed redemptions not yet synced are then sent to
   * `redemption-management/create`.
   */
  async syncRetirements({ db, services, user }) {
    const opened = await openEvident(db, services, user);
    if ('result' in opened) return opened.result;
    const { session } = opened;
    const scope = participantScope(user);
    let codes: Set<string>;
    try {
      codes = new Set(await session.accountCodes());
    } catch (err) {
      return failed(err);
    }
    let aq = db.selectFrom('accounts').select(['id', 'accountCode']).where('sync_status', '!=', 'synced');
    if (scope !== undefined) aq = aq.where('participant_id', '=', scope);
    let accounts = 0;
    let failures = 0;
    for (const a of await aq.orderBy('id').execute()) {
      const known = codes.has(a.accountCode);
      if (known) accounts++;
      else failures++;
      await db
        .updateTable('accounts')
        .set({ sync_status: known ? 'synced' : 'failed', updated_at: new Date() })
        .where('id', '=', a.id)
        .execute();
    }
    let rq = db
      .selectFrom('redemptions as r')
      .innerJoin('beneficiaries as b', 'b.id', 'r.beneficiary_id')
      .innerJoin('accounts as ret', 'ret.id', 'r.retirement_account_id')
      .select([
        'r.id',
        'r.source_account_code',
        'ret.accountCode as retirement_account_code',
        'b.code as beneficiary_code',
        'b.name as beneficiary_name',
        'b.country as beneficiary_country',
        'r.period_start',
        'r.period_end',
        'r.purpose',
        sql<string>`r.volume::numeric(18,6)::text`.as('volume'),
      ])
      .where('r.status', '=', 'completed')
      .where('r.sync_status', '!=', 'synced');
    if (scope !== undefined) rq = rq.where('r.participant_id', '=', scope);
    let redemptions = 0;
    for (const r of await rq.orderBy('r.id').execute()) {
      const items = await db
        .selectFrom('redemption_items as i')
        .innerJoin('recs as e', 'e.id', 'i.rec_id')
        .innerJoin('businesses as bz', 'bz.id', 'e.business_id')
        .select([
          'i.rec_id',
          'bz.codeCEG',
          'e.initial_period',
          'e.final_period',
          sql<string>`i.volume::numeric(18,6)::text`.as('volume'),
        ])
        .where('i.redemption_id', '=', r.id)
        .orderBy('i.rec_id')
        .execute();
      let status: 'synced' | 'failed' = 'synced';
      try {
        await session.pushRedemption({
          reference: `redemption-${r.id}`,
          source_account_code: r.source_account_code,
          retirement_account_code: r.retirement_account_code,
          beneficiary: { code: r.beneficiary_code, name: r.beneficiary_name, country: r.beneficiary_country },
          period_start: r.period_start,
          period_end: r.period_end,
          purpose: r.purpose,
          volume: r.volume,
          items: items.map((i) => ({
            reference: `rec-${i.rec_id}`,
            device_code: i.codeCEG,
            period_start: i.initial_period,
            period_end: i.final_period,
            volume: i.volume,
          })),
        });
        redemptions++;
      } catch {
        status = 'failed';
        failures++;
      }
      await db
        .updateTable('redemptions')
        .set({ sync_status: status, updated_at: new Date() })
        .where('id', '=', r.id)
        .execute();
    }
    const message =
      `Evident: ${plural(accounts, serverText(SERVER_TEXTS.contaSincronizada), 'contas sincronizadas')} e ` +
      `${plural(redemptions, 'aposentadoria enviada', 'aposentadorias enviadas')}` +
      (failures
        ? `; ${plural(failures, serverText(SERVER_TEXTS.registroFalha), serverText(SERVER_TEXTS.registrosFalha))}`
        : '');
    return {
      synced: failures === 0,
      status: failures ? 'failed' : 'synced',
      message,
      count: accounts + redemptions,
    };
  },

  /** Organisations of the registry; offline: an empty list that says it is not synced. */
  async listEvidentOrganizations({ db, services, user, query }) {
    const opened = await openEvident(db, services, user);
    if ('result' in opened) return { data: [], total: 0, synced: false, message: opened.result.message };
    try {
      const data = await opened.session.organisations(query.type);
      return { data, total: data.length, synced: true, message: null };
    } catch (err) {
      return { data: [], total: 0, synced: false, message: failed(err).message };
    }
  },
};

import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AutomationStatus } from '../../db/schema-automation';
import { recordAutomationRan } from '../../events/automations';
import { HttpError, notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { fromMicro, mwh, sumMicro, toMicro } from '../../ledger/decimal';
import { lockAccounts } from '../../ledger/movements';
import { participantScope } from '../../policy/scope';
import { ptMwh } from '../pdf/text';
import { redeem } from '../redemptions/handlers';
import { runHourlyRule } from './hourly';
import { runMatchingRule } from './matching';
import { AUTOMATION_NOT_FOUND, automationOr404, availableHoldings } from './query';
import { hundredths } from './validate';

type Rule = Awaited<ReturnType<typeof automationOr404>>;

/** Appends one run to the log and stamps the rule's last run. */
async function writeLog(
  db: Kysely<DB>,
  rule: Rule,
  entry: { status: AutomationStatus; message: string; volume?: string; redemption_id?: number | null },
) {
  const now = new Date();
  await db.updateTable('redemption_automations').set({ last_run_at: now }).where('id', '=', rule.id).execute();
  return db
    .insertInto('automation_logs')
    .values({
      automation_id: rule.id,
      automation_name: rule.name,
      participant_id: rule.participant_id,
      status: entry.status,
      message: entry.message.slice(0, 1000),
      volume: entry.volume ?? '0',
      redemption_id: entry.redemption_id ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type Log = Awaited<ReturnType<typeof writeLog>>;

/**
 * What startAutomation answers (AutomationRun): the outcome and the logs it left (one, or one per
 * month for a matching rule: success when any month retired, its volume their sum).
 */
const answer = (rule: Pick<Rule, 'id'>, ...logs: Log[]) => {
  const retired = logs.filter((l) => l.status === 'success');
  const last = logs.at(-1) as Log;
  return {
    automation_id: rule.id,
    status: retired.length ? ('success' as const) : last.status,
    volume: fromMicro(sumMicro(retired.map((l) => mwh(l.volume)))),
    logs: logs.map((log) => ({ ...log, volume: mwh(log.volume) })),
  };
};

export type AutomationRun = ReturnType<typeof answer>;

/**
 * `percentage` % of each holding, exactly: micro-MWh × hundredths of a percent / 10 000,
 * rounded down (never redeems more than the rule says; the remainder stays available).
 */
export function share(volume: string, percentage: string): string {
  return fromMicro((toMicro(mwh(volume)) * hundredths(percentage)) / 10_000n);
}

/** The run and, when it retired anything, its automation.ran event, in the same transaction. */
async function runInside(tx: Kysely<DB>, user: Principal, id: number) {
  const run = await runRule(tx, user, id);
  await recordAutomationRan(tx, id, run.logs, user.id);
  return run;
}

/** The run itself, inside one transaction: lock, measure, redeem through the ledger's one path. */
async function runRule(tx: Kysely<DB>, user: Principal, id: number) {
  // Lock the rule first: two runs of one rule queue up, and the second sees what the first left.
  await tx.selectFrom('redemption_automations').select('id').where('id', '=', id).forUpdate().execute();
  const rule = await automationOr404(tx, user, id);
  if (!rule.active)
    return answer(
      rule,
      await writeLog(tx, rule, { status: 'skipped', message: serverText(SERVER_TEXTS.automacaoInativa) }),
    );
  await lockAccounts(tx, [rule.trade_account_id, rule.retirement_account_id]);
  if (rule.hourly_matching) {
    const logs: Log[] = [];
    for (const outcome of await runMatchingRule(tx, user, rule, rule.hourly_matching))
      logs.push(await writeLog(tx, rule, outcome));
    return answer(rule, ...logs);
  }
  if (rule.hourly_selection)
    return answer(rule, await writeLog(tx, rule, await runHourlyRule(tx, user, rule, rule.hourly_selection)));
  const holdings = await availableHoldings(tx, rule.participant_id, rule.business_ids, rule.trade_account_id).execute();
  // Hourly requests' holdings move by hours only (ADR 0092 addendum): a monthly rule leaves them.
  const items = holdings
    .filter((h) => h.granularity === 'monthly')
    .map((h) => ({ rec_id: h.rec_id, volume: share(h.volume, rule.percentage), h }))
    .filter((i) => toMicro(i.volume) > 0n);
  if (!items.length) {
    const message = serverText(SERVER_TEXTS.nenhumVolumeDisponivelUsinasVinculadas);
    return answer(rule, await writeLog(tx, rule, { status: 'skipped', message }));
  }
  // The consumption period the statement shows: the span of the periods drawn from.
  const period_start = items.map((i) => i.h.initial_period).sort()[0] as string;
  const period_end = items
    .map((i) => i.h.final_period)
    .sort()
    .at(-1) as string;
  const redemption = await redeem(
    { db: tx, user },
    {
      trade_account_id: rule.trade_account_id,
      retirement_account_id: rule.retirement_account_id,
      beneficiary_id: rule.beneficiary_id,
      purpose: rule.purpose,
      period_start,
      period_end,
      notes: serverText(SERVER_TEXTS.notaAutomacao, { name: rule.name, percentage: rule.percentage }),
      items: items.map(({ rec_id, volume }) => ({ rec_id, volume })),
    },
    rule.id,
  );
  const message = serverText(SERVER_TEXTS.resgatadosMwh, {
    volume: ptMwh(redemption.volume),
    length: items.length,
    value: items.length === 1 ? serverText(SERVER_TEXTS.emissaoSingular) : serverText(SERVER_TEXTS.emissoesPlural),
    beneficiary_name: redemption.beneficiary_name,
  });
  const log = await writeLog(tx, rule, {
    status: 'success',
    message,
    volume: redemption.volume,
    redemption_id: redemption.id,
  });
  return answer(rule, log);
}

/** The rule itself disappeared (deleted by another request) — not a failure of the run. */
const ruleGone = (err: unknown) =>
  err instanceof HttpError && err.status === 404 && err.message === AUTOMATION_NOT_FOUND;

/**
 * Runs one rule now (startAutomation). Everything it does — the redemption, the log, last_run_at —
 * commits together; when the run fails, the transaction rolls back and then a `failed` log is
 * written on its own, so a failed run always leaves its trace. Inside a caller's transaction the
 * failure log travels as the error's afterRollback (http/routes.ts runs it after the rollback);
 * otherwise (a GET has no request transaction) this opens and finishes its own.
 */
export async function runAutomation(db: Kysely<DB>, user: Principal, id: number): Promise<AutomationRun> {
  const rule = await automationOr404(db, user, id);
  const logFailure = (base: Kysely<DB>, err: unknown) =>
    writeLog(base, rule, {
      status: 'failed',
      message: serverText(SERVER_TEXTS.falhaMotivo, {
        value: err instanceof HttpError ? err.message : serverText(SERVER_TEXTS.erroInternoMinusculo),
      }),
    });
  if (db.isTransaction) {
    try {
      return await runInside(db, user, id);
    } catch (err) {
      if (ruleGone(err)) throw err;
      const failure =
        err instanceof HttpError
          ? err
          : Object.assign(new HttpError(500, 'INTERNAL', serverText(SERVER_TEXTS.erroInterno)), { cause: err });
      const before = failure.afterRollback;
      failure.afterRollback = async (base) => {
        await before?.(base);
        await logFailure(base, err);
      };
      throw failure;
    }
  }
  try {
    return await db.transaction().execute((tx) => runInside(tx, user, id));
  } catch (err) {
    // Rolled back: now the trace of the failure, on its own. The error itself (with its status,
    // or as an unexpected error the handler logs) goes on to the caller.
    if (err instanceof HttpError && err.afterRollback) {
      await err.afterRollback(db);
      err.afterRollback = undefined;
    }
    // A rule deleted meanwhile has nothing to log against. If the log itself cannot be written
    // (the database is gone), the run's own error is still the one to report.
    if (!ruleGone(err)) await logFailure(db, err).catch(() => undefined);
    throw err;
  }
}

/**
 * Runs a participant's active rules in their `order` (then id), each in its own transaction: a
 * failing rule is logged and the next one still runs; a rule deleted meanwhile is passed over.
 * Needs the pool, not a transaction (each rule commits or rolls back on its own).
 */
export async function runAutomationsInOrder(
  db: Kysely<DB>,
  user: Principal,
  participantId: number,
): Promise<AutomationRun[]> {
  const scope = participantScope(user);
  if (scope !== undefined && scope !== participantId) throw notFound(AUTOMATION_NOT_FOUND);
  const rules = await db
    .selectFrom('redemption_automations')
    .select('id')
    .where('participant_id', '=', participantId)
    .where('active', '=', true)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const runs: AutomationRun[] = [];
  for (const { id } of rules) {
    try {
      runs.push(await runAutomation(db, user, id));
    } catch (err) {
      if (ruleGone(err)) continue;
      const log = await db
        .selectFrom('automation_logs')
        .selectAll()
        .where('automation_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      runs.push(answer({ id }, log));
    }
  }
  return runs;
}

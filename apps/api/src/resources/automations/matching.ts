import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { confirmMatching } from '../../hourly/matching';
import { HttpError, unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { mwh } from '../../ledger/decimal';
import { ptMwh } from '../pdf/text';
import type { RunOutcome } from './hourly';
import { openMonths, recordMonth } from './matching-months';

// A redemption automation in hourly matching mode (ADR 0111): "retire what was consumed, hour by
// hour". Each run confirms the matching of every month whose consumption has arrived and that the
// rule has not retired, through the matching's own confirm (one atomic retirement per month with
// its statement), and logs each month retired (what it retired, what stayed unmatched), then the
// months nothing matched and the months still incomplete, one log for each kind.

type Mode = Schemas['AutomationHourlyMatching'];

const invalid = (field: string, message: string) =>
  unprocessable('VALIDATION_FAILED', message, [{ field: `hourly_matching.${field}`, message }]);

/** Checks a rule's matching mode before it is stored: one hourly mode, preferred plants among its plants. */
export function checkHourlyMatching(
  body: { hourly_selection?: unknown; hourly_matching?: Mode | null },
  businessIds: readonly number[],
): void {
  const mode = body.hourly_matching;
  if (!mode) return;
  if (body.hourly_selection) throw invalid('preference', serverText(SERVER_TEXTS.automacaoUmModoHorario));
  if (new Set(mode.preference).size < mode.preference.length)
    throw invalid('preference', serverText(SERVER_TEXTS.automacaoPreferenciaRepetida));
  if (mode.plant_ids?.some((id) => !businessIds.includes(id)))
    throw invalid('plant_ids', serverText(SERVER_TEXTS.automacaoCasamentoUsina));
}

export interface MatchingRule {
  id: number;
  name: string;
  business_ids: number[];
  beneficiary_id: number;
  trade_account_id: number;
  retirement_account_id: number;
  purpose: string;
}

const nothingMatched = (err: unknown) =>
  err instanceof HttpError && err.status === 409 && err.code === 'NOTHING_MATCHED';

/** One run of a matching rule, inside the run's transaction (the rule locked, both accounts too). */
export async function runMatchingRule(
  tx: Kysely<DB>,
  user: Principal,
  rule: MatchingRule,
  mode: Mode,
  now = new Date(),
): Promise<RunOutcome[]> {
  const { name: beneficiary_name } = await tx
    .selectFrom('beneficiaries')
    .select('name')
    .where('id', '=', rule.beneficiary_id)
    .executeTakeFirstOrThrow();
  const months = await openMonths(tx, rule.id, rule.beneficiary_id, now);
  const outcomes: RunOutcome[] = [];
  const incomplete: string[] = [];
  const unmatched: string[] = [];
  for (const m of months) {
    if (m.hours < m.expected) {
      incomplete.push(serverText(SERVER_TEXTS.mesHorasDe, { ...m }));
      continue;
    }
    const input = {
      account_id: rule.trade_account_id,
      beneficiary_id: rule.beneficiary_id,
      from: m.from,
      to: m.to,
      preference: mode.preference,
      // The rule's plants are its preferred ones unless the mode names others (ADR 0111).
      plant_ids: mode.plant_ids ?? rule.business_ids,
      ...(mode.source_ids ? { source_ids: mode.source_ids } : {}),
      retirement_account_id: rule.retirement_account_id,
      purpose: rule.purpose,
      notes: serverText(SERVER_TEXTS.notaAutomacaoCasamento, { name: rule.name, month: m.month }),
    };
    // A month with nothing matched must leave no trace (not even its idempotency key): it is
    // tried inside a savepoint the refusal rolls back to.
    await sql`SAVEPOINT matching_month`.execute(tx);
    try {
      const done = await confirmMatching(tx, user, input, `automation-${rule.id}-${m.month}`, rule.id);
      const figures = { matched: mwh(done.totals.matched), unmatched: mwh(done.totals.unmatched) };
      await recordMonth(tx, rule.id, m.month, { redemption_id: done.redemption_id, ...figures });
      const message = serverText(SERVER_TEXTS.casamentoMesAposentado, {
        month: m.month,
        matched: ptMwh(figures.matched),
        consumed: ptMwh(done.totals.consumed),
        unmatched: ptMwh(figures.unmatched),
        beneficiary_name,
      });
      outcomes.push({ status: 'success', message, volume: figures.matched, redemption_id: done.redemption_id });
    } catch (err) {
      if (!nothingMatched(err)) throw err;
      await sql`ROLLBACK TO SAVEPOINT matching_month`.execute(tx);
      // Certificates may still arrive for the month: it stays open and a later run tries again.
      unmatched.push(m.month);
    }
  }
  // The months that wait, one log each kind (a year of them must not bury the retirements).
  if (unmatched.length) {
    const message = serverText(SERVER_TEXTS.casamentoMesSemCertificado, {
      months: unmatched.join(', '),
      beneficiary_name,
    });
    outcomes.push({ status: 'skipped', message });
  }
  if (incomplete.length) {
    const message = serverText(SERVER_TEXTS.casamentoMesIncompleto, {
      months: incomplete.join(', '),
      beneficiary_name,
    });
    outcomes.push({ status: 'skipped', message });
  }
  if (!outcomes.length)
    outcomes.push({ status: 'skipped', message: serverText(SERVER_TEXTS.casamentoSemMesNovo, { beneficiary_name }) });
  return outcomes;
}

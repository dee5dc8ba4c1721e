import { SERVER_TEXTS, serverText } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { retireHours } from '../../hourly/retire';
import { hourRange } from '../../hourly/scope';
import { pickShare } from '../../hourly/selection';
import { unprocessable } from '../../http/errors';
import type { Principal } from '../../http/types';
import { ptMwh } from '../pdf/text';
import { linkedPlantIds } from './query';
import { hundredths } from './validate';

// A redemption automation by hours (ADR 0101): the rule keeps an HourlySelection; a run retires
// the rule's percentage of it from the rule's trade account and plants, through the same path as
// createHourlyRetirement (hourly/retire.ts), and the run's log says what it retired.

type Input = Schemas['AutomationInput'];
type Selection = Schemas['HourlySelection'];

const invalid = (field: string, message: string) =>
  unprocessable('VALIDATION_FAILED', message, [{ field: `hourly_selection.${field}`, message }]);

/** Checks a rule's selection before it is stored: its account, plant, hour range and window. */
export function checkHourlySelection(body: Input, businessIds: readonly number[]): void {
  const s = body.hourly_selection;
  if (!s) return;
  if (s.account_id !== body.trade_account_id)
    throw invalid('account_id', serverText(SERVER_TEXTS.automacaoHorariaConta));
  if (s.business_id !== undefined && !businessIds.includes(s.business_id))
    throw invalid('business_id', serverText(SERVER_TEXTS.automacaoHorariaUsina));
  hourRange(s.from, s.to);
  if ((s.hour_from ?? 0) >= (s.hour_to ?? 24)) throw invalid('hour_to', serverText(SERVER_TEXTS.janelaHorariaInvalida));
}

export interface HourlyRule {
  id: number;
  name: string;
  participant_id: number;
  percentage: string;
  business_ids: number[];
  beneficiary_id: number;
  trade_account_id: number;
  retirement_account_id: number;
  purpose: string;
  hourly_selection: Selection | null;
}

export type RunOutcome =
  | { status: 'skipped'; message: string }
  | { status: 'success'; message: string; volume: string; redemption_id: number };

/** One run of an hourly rule, inside the run's transaction, both accounts locked by the caller. */
export async function runHourlyRule(tx: Kysely<DB>, user: Principal, rule: HourlyRule, sel: Selection) {
  const linked = await tx
    .selectFrom('businesses')
    .select('id')
    .where('id', 'in', rule.business_ids.length ? rule.business_ids : [-1])
    .where('id', 'in', linkedPlantIds(rule.participant_id))
    .execute();
  const selection = {
    ...sel,
    account_id: rule.trade_account_id,
    from: new Date(sel.from).toISOString(),
    to: new Date(sel.to).toISOString(),
    volume: String(sel.volume),
    business_ids: linked.map((b) => b.id),
  };
  const picked = await pickShare(tx, selection, hundredths(rule.percentage), true);
  if (!picked.length)
    return { status: 'skipped', message: serverText(SERVER_TEXTS.nenhumCertificadoHorarioUsinas) } as RunOutcome;
  const retired = await retireHours(
    tx,
    user,
    picked,
    {
      trade_account_id: rule.trade_account_id,
      retirement_account_id: rule.retirement_account_id,
      beneficiary_id: rule.beneficiary_id,
      purpose: rule.purpose,
      notes: serverText(SERVER_TEXTS.notaAutomacao, { name: rule.name, percentage: rule.percentage }),
      from: selection.from,
      to: selection.to,
    },
    rule.id,
  );
  const message = serverText(SERVER_TEXTS.aposentadosPorHora, {
    volume: ptMwh(retired.mwh),
    bundles: retired.bundles,
    hours: new Set(retired.hours.map((h) => h.interval_start)).size,
    beneficiary_name: retired.redemption.beneficiary_name,
  });
  return { status: 'success', message, volume: retired.mwh, redemption_id: retired.redemption.id } as RunOutcome;
}

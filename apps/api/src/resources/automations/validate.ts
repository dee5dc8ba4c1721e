import { NOT_FOUND_ENTRIES, SERVER_TEXTS, serverText, VALIDATION_MESSAGES } from '@rec/domain';
import type { Schemas } from '@rec/sdk';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema';
import { type ErrorCode, unprocessable } from '../../http/errors';
import { availableHoldings, linkedPlantIds } from './query';

type Input = Schemas['AutomationInput'];

/** §5's rule, in the words the web form uses for it (packages/domain automationNeedsPlant). */
export const NEEDS_PLANT = serverText(VALIDATION_MESSAGES.automationNeedsPlant);

/** '50.00' → 5000 (hundredths of a percent), exact. */
export function hundredths(percentage: string): bigint {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(percentage.trim());
  if (!m) throw new RangeError(`not a percentage: ${percentage}`);
  return BigInt(m[1] as string) * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

const invalid = (code: ErrorCode, field: string, message: string) =>
  unprocessable(code, message, [{ field, code, message }]);

/**
 * Checks a rule before it is stored (create and edit): a percentage above zero; every plant
 * linked to the participant, and at least one of them with volume the participant holds in a
 * trade account (§5); the participant's own trade account, retirement account and beneficiary.
 */
export async function checkAutomation(db: Kysely<DB>, participantId: number, body: Input): Promise<number[]> {
  if (hundredths(body.percentage) === 0n)
    throw invalid('VALIDATION_FAILED', 'percentage', serverText(SERVER_TEXTS.porcentagemDeveSerMaiorZero));
  const ids = [...new Set(body.business_ids)].sort((a, b) => a - b);
  const linked = new Set(
    (
      await db
        .selectFrom('businesses')
        .select('id')
        .where('id', 'in', ids)
        .where('id', 'in', linkedPlantIds(participantId))
        .execute()
    ).map((r) => r.id),
  );
  const strangers = ids.filter((id) => !linked.has(id));
  if (strangers.length)
    throw invalid(
      'AUTOMATION_PLANT_NOT_LINKED',
      'business_ids',
      serverText(SERVER_TEXTS.usinaNaoVinculadaParticipante, { strangers: strangers.join(', ') }),
    );
  const available = await availableHoldings(db, participantId, ids)
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(1)
    .executeTakeFirst();
  if (!available) throw invalid('AUTOMATION_NEEDS_PLANT', 'business_ids', NEEDS_PLANT);
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'participant_id', 'accountType'])
    .where('id', 'in', [body.trade_account_id, body.retirement_account_id])
    .execute();
  const trade = accounts.find((a) => a.id === body.trade_account_id && a.participant_id === participantId);
  if (!trade)
    throw invalid('VALIDATION_FAILED', 'trade_account_id', serverText(SERVER_TEXTS.contaNegociacaoNaoEncontrada));
  if (trade.accountType !== 'trade')
    throw invalid('NOT_A_TRADE_ACCOUNT', 'trade_account_id', serverText(SERVER_TEXTS.origemDeveSerContaNegociacao));
  const retirement = accounts.find((a) => a.id === body.retirement_account_id && a.participant_id === participantId);
  if (!retirement)
    throw invalid(
      'VALIDATION_FAILED',
      'retirement_account_id',
      serverText(SERVER_TEXTS.contaAposentadoriaNaoEncontrada),
    );
  if (retirement.accountType !== 'retirement')
    throw invalid(
      'NOT_A_RETIREMENT_ACCOUNT',
      'retirement_account_id',
      serverText(SERVER_TEXTS.destinoDeveSerContaAposentadoria),
    );
  const beneficiary = await db
    .selectFrom('beneficiaries')
    .select('id')
    .where('id', '=', body.beneficiary_id)
    .where('participant_id', '=', participantId)
    .executeTakeFirst();
  if (!beneficiary) throw invalid('VALIDATION_FAILED', 'beneficiary_id', serverText(NOT_FOUND_ENTRIES.beneficiaries));
  return ids;
}

import { NOT_FOUND_ENTRIES, serverText } from '@rec/domain';
import { matchSummary } from '@rec/domain/hourly';
import type { Schemas } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { notFound, raise } from '../../http/errors';
import type { Principal } from '../../http/types';
import { claimKey, requestHash, storeReply } from '../../ledger/idempotency';
import { lockAccounts } from '../../ledger/movements';
import { participantScope } from '../../policy/scope';
import { retireHours } from '../retire';
import { accountInScope } from '../scope';
import { allocate, type MatchingInput, plantsOf } from './allocate';
import { boundaryOf } from './read';

// 24/7 matching (issue 39 item 2, ADR 0105): the dry run answers the coverage the matching would
// retire; the confirmation re-runs it under the accounts' lock and retires exactly the matched
// parts through the hourly retirement path as ONE retirement for the beneficiary. The routes and
// the redemption automation's hourly mode call these two.

export type MatchingRetirementInput = Schemas['HourlyMatchingRetirementInput'];
export type MatchingPreview = Schemas['HourlyMatchingPreview'];
export type MatchingResult = Schemas['HourlyMatchingResult'];

/** The account is the caller's, and the beneficiary is its participant's (404 otherwise). */
async function inScope(db: Kysely<DB>, user: Principal, input: MatchingInput): Promise<void> {
  await accountInScope(db, user, input.account_id);
  const scope = participantScope(user);
  let q = db
    .selectFrom('beneficiaries as b')
    .innerJoin('accounts as a', 'a.participant_id', 'b.participant_id')
    .select('b.id')
    .where('b.id', '=', input.beneficiary_id)
    .where('a.id', '=', input.account_id);
  if (scope !== undefined) q = q.where('b.participant_id', '=', scope);
  if (!(await q.executeTakeFirst())) throw notFound(serverText(NOT_FOUND_ENTRIES.beneficiaries));
}

async function run(db: Kysely<DB>, input: MatchingInput, lock: boolean) {
  const boundary = await boundaryOf(db);
  const a = await allocate(db, input, boundary, lock);
  const preview: MatchingPreview = {
    boundary,
    ...matchSummary(a.hours, a.matched),
    plants: await plantsOf(db, a.picked),
  };
  return { preview, picked: a.picked };
}

/** The dry run: writes nothing. */
export async function previewMatching(db: Kysely<DB>, user: Principal, input: MatchingInput): Promise<MatchingPreview> {
  await inScope(db, user, input);
  return (await run(db, input, false)).preview;
}

/** The confirmation inside the caller's transaction (the route claims its key itself). */
export async function confirmInTransaction(
  db: Kysely<DB>,
  user: Principal,
  input: MatchingRetirementInput,
  automationId: number | null = null,
): Promise<MatchingResult> {
  await inScope(db, user, input);
  await lockAccounts(db, [input.account_id, input.retirement_account_id]);
  const { preview, picked } = await run(db, input, true);
  if (!picked.length) throw raise('NOTHING_MATCHED', { status: 409 });
  const retired = await retireHours(
    db,
    user,
    picked.map(({ row: _, ...p }) => p),
    { ...input, trade_account_id: input.account_id },
    automationId,
    automationId === null ? 'matching' : 'automation',
  );
  return { ...preview, redemption_id: retired.ledger_id, movement_seq: retired.movement_seq };
}

/**
 * The confirmation for a caller outside a route (the automation): in its own transaction unless
 * given one; with a key, a retry answers the first result and moves nothing twice (the same
 * record the route keeps, so a key is one request whichever way it came).
 */
export async function confirmMatching(
  db: Kysely<DB>,
  user: Principal,
  input: MatchingRetirementInput,
  idempotencyKey?: string,
  automationId: number | null = null,
): Promise<MatchingResult> {
  const go = async (tx: Kysely<DB>) => {
    if (idempotencyKey === undefined || !user.id) return confirmInTransaction(tx, user, input, automationId);
    const hash = requestHash('createHourlyMatching', undefined, input);
    const replay = await claimKey(tx, user.id, idempotencyKey, 'createHourlyMatching', hash);
    if (replay) return replay.body as MatchingResult;
    const result = await confirmInTransaction(tx, user, input, automationId);
    await storeReply(tx, user.id, idempotencyKey, { status: 201, body: result });
    return result;
  };
  return db.isTransaction ? go(db) : db.transaction().execute(go);
}

import { SERVER_TEXTS, serverText } from '@rec/domain';
import { BRASILIA_OFFSET_HOURS } from '@rec/domain/hourly';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { notFound, unprocessable } from '../http/errors';
import type { Principal } from '../http/types';
import { participantScope } from '../policy/scope';

// What every hourly read checks first: the account is the caller's (a participant admin reads its
// own participant's accounts; the admin any: 404 otherwise, as for a missing one), and the range
// is well formed and at most 366 days. The range also names the production months (partitions) to
// read, so a query never opens a month outside it.

const MAX_MS = 366 * 24 * 3_600_000;
const OFFSET_MS = BRASILIA_OFFSET_HOURS * 3_600_000;

export interface HourRange {
  from: Date;
  to: Date;
  /** First days of the first and last production months the range touches. */
  firstMonth: string;
  lastMonth: string;
}

const monthOf = (ms: number) => `${new Date(ms - OFFSET_MS).toISOString().slice(0, 7)}-01`;

export function hourRange(fromText: string, toText: string): HourRange {
  const from = new Date(fromText);
  const to = new Date(toText);
  const span = to.getTime() - from.getTime();
  if (Number.isNaN(span) || span <= 0 || span > MAX_MS)
    throw unprocessable('VALIDATION_FAILED', serverText(SERVER_TEXTS.intervaloInicioAntesDoFim), [
      { field: 'to', message: serverText(SERVER_TEXTS.useFimDepoisDoInicio) },
    ]);
  return { from, to, firstMonth: monthOf(from.getTime()), lastMonth: monthOf(to.getTime() - 1) };
}

export async function accountInScope(db: Kysely<DB>, user: Principal, accountId: number): Promise<void> {
  const scope = participantScope(user);
  let q = db.selectFrom('accounts').select('id').where('id', '=', accountId);
  if (scope !== undefined) q = q.where('participant_id', '=', scope);
  if (!(await q.executeTakeFirst())) throw notFound(serverText(SERVER_TEXTS.contaNaoEncontrada));
}

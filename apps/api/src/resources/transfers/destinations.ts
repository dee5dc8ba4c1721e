import { sql } from 'kysely';
import { foldedPattern } from '../../http/search';
import type { Handlers } from '../../http/types';

// A form's suggestion list, not a page: a few rows are enough to pick one, and more would let a
// caller walk every participant's accounts.
const LIMIT = 10;

// `%azul%` → `azul%`: a code is matched from its start (a code is typed from its start).
const prefixOf = (term: string) => `${foldedPattern(term).slice(1, -1)}%`;

/**
 * Trade accounts a transfer may go to, by code prefix or holder's name, for the transfer form's
 * destination field (issue 36). Other participants' accounts are read here, so only the code and
 * the holder's name leave the server (ADR 0079): balances, flags and ids stay behind.
 */
export const transferDestinationsHandlers: Handlers = {
  async listTransferDestinations({ db, query }) {
    const term = query.q.trim();
    let q = db
      .selectFrom('accounts')
      .innerJoin('participants', 'participants.id', 'accounts.participant_id')
      .select(['accounts.accountCode', 'participants.name as participant_name'])
      .where('accounts.accountType', '=', 'trade')
      .where(
        sql<boolean>`(fold_search(accounts."accountCode") LIKE ${prefixOf(term)}
          OR fold_search(participants.name) LIKE ${foldedPattern(term)})`,
      );
    if (query.exclude) q = q.where('accounts.accountCode', '!=', query.exclude);
    const data = await q.orderBy('accounts.accountCode').limit(LIMIT).execute();
    return { data };
  },
};

import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { sortableFor } from '../list-columns';

// The registrants a participant may ask to connect to (ADR 0056): active ones, by name and CNPJ
// only — the registrant's prices, contacts and limits are none of the participant's business.
// A participant admin is not offered those it already has a link with (pending, approved or
// refused): asking again would only answer 'Vínculo já solicitado'.

export const linkableRegistrantsHandlers: Handlers = {
  listLinkableRegistrants({ db, user, query }) {
    let q = db
      .selectFrom('registrants as r')
      .select(['r.id', 'r.social_reason', 'r.cnpj'])
      .where('r.active', '=', true);
    if (user.role === 'client_admin_participant')
      q = q.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('participant_registrants as l')
              .select('l.id')
              .whereRef('l.registrant_id', '=', 'r.id')
              .where('l.participant_id', '=', user.participantId ?? -1),
          ),
        ),
      );
    return listPage(q, query, {
      searchable: ['r.social_reason', 'r.cnpj'],
      sortable: sortableFor('listLinkableRegistrants'),
    });
  },
};

import { notFound } from '../../http/errors';
import type { Handlers } from '../../http/types';
import { BUSINESS_NOT_FOUND } from '../businesses/query';
import { businessScope } from '../businesses/scope';
import { links } from './businesses';
import { sideOf } from './shared';

// The detail of a participant–enterprise link (ADR 0056): the link, and of its plant only what
// the participant needs to follow it (identity, place, generation data). The caller must be on
// one side of the link AND see the plant under businessScope (ADR 0016); anything else answers
// 404 'Empreendimento não encontrado', so ids of other links or hidden plants cannot be probed.

export const participantBusinessDetailHandlers: Handlers = {
  async getParticipantBusiness({ db, user, params }) {
    const row = await links(db)
      .innerJoin('businesses as b', 'b.id', 'links.business_id')
      .innerJoin('registrants as r', 'r.id', 'b.registrant_id')
      .leftJoin('sources as s', 's.id', 'b.source_id')
      .leftJoin('technologies as t', 't.id', 'b.technology_id')
      .selectAll('links')
      .select([
        'r.social_reason as registrant_name',
        'b.codeCEG',
        's.name as source_name',
        't.name as technology_name',
        'b.capacity_mw',
        'b.uf',
        'b.city',
        'b.irec_code',
        'b.commercial_operation_start',
        'b.rec_brazil',
      ])
      .where('links.id', '=', params.id)
      .where(businessScope(user, 'b'))
      .executeTakeFirst();
    if (!row || !sideOf(user, row)) throw notFound(BUSINESS_NOT_FOUND);
    const { registrant_id, ...shown } = row;
    return shown;
  },
};

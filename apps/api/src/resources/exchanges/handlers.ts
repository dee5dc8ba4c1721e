import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { deleteOr404 } from '../crud';
import { sortableFor } from '../list-columns';

// Exchange rates, filled by the exchange workbook import; listed, and deleted by an admin.
// Invoices keep a copy of the rate they were converted at, so deleting a rate changes no invoice.

export const exchangesHandlers: Handlers = {
  async listExchanges({ db, query }) {
    let q = db.selectFrom('exchanges').selectAll();
    if (query.source_currency) q = q.where('source_currency', '=', query.source_currency);
    if (query.destination_currency) q = q.where('destination_currency', '=', query.destination_currency);
    return listPage(q, query, {
      searchable: [],
      sortable: sortableFor('listExchanges'),
    });
  },

  deleteExchange: ({ db, params }) => deleteOr404(db, 'exchanges', params.id, 'Cotação não encontrada'),
};

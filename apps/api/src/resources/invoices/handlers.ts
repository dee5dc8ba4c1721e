import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import { sortableFor } from '../list-columns';
import { cloneInvoice, editInvoice, payInvoice, uploadReceipt } from './actions';
import { blockOverdueInvoices } from './blocking';
import { convertRedemptionInvoices } from './conversion';
import {
  emissionInvoiceQuery,
  findEmissionInvoice,
  findRedemptionInvoice,
  presentInvoice,
  presentRedemptionInvoice,
  redemptionInvoiceQuery,
} from './query';

// /invoices (emission invoices, to registrants) and /invoicesredemptions (redemption invoices, to
// participants): the same operations over the two kinds of one table. Reads first block what
// has become overdue, so a listed status is always current.

const LIST = {
  // The stored folded columns of number and description (migration 0043).
  searchable: [{ folded: 'i.number_folded' }, { folded: 'i.description_folded' }],
  defaultSort: 'id',
  newestFirst: true,
  key: 'i.id',
} as const;

export const invoicesHandlers: Handlers = {
  async listInvoices({ db, user, query }) {
    await blockOverdueInvoices(db);
    let q = emissionInvoiceQuery(db, user);
    if (query.status) q = q.where('i.status', '=', query.status);
    if (query.registrant_id) q = q.where('i.registrant_id', '=', query.registrant_id);
    if (query.number) q = q.where('i.number', '=', query.number);
    const participant = query.participant_id;
    if (participant)
      q = q.where('i.rec_id', 'in', (eb) =>
        eb.selectFrom('recs').select('recs.id').where('recs.participant_id', '=', participant),
      );
    const page = await listPage(q, query, { ...LIST, sortable: sortableFor('listInvoices') });
    return { ...page, data: page.data.map(presentInvoice) };
  },

  async getInvoice({ db, user, params }) {
    await blockOverdueInvoices(db);
    return findEmissionInvoice(db, user, params.id);
  },

  updateInvoice: async (ctx) =>
    findEmissionInvoice(ctx.db, ctx.user, await editInvoice(ctx, 'emission', ctx.params.id)),
  cloneInvoice: async (ctx) =>
    findEmissionInvoice(ctx.db, ctx.user, await cloneInvoice(ctx, 'emission', ctx.params.id)),
  payInvoice: async (ctx) => findEmissionInvoice(ctx.db, ctx.user, await payInvoice(ctx, 'emission', ctx.params)),
  payInvoiceByNumber: async (ctx) =>
    findEmissionInvoice(ctx.db, ctx.user, await payInvoice(ctx, 'emission', ctx.params)),
  uploadInvoiceReceipt: async (ctx) =>
    findEmissionInvoice(ctx.db, ctx.user, await uploadReceipt(ctx, 'emission', ctx.params.id)),
};

export const invoiceRedemptionsHandlers: Handlers = {
  async listInvoiceRedemptions({ db, user, query }) {
    await blockOverdueInvoices(db);
    let q = redemptionInvoiceQuery(db, user);
    if (query.status) q = q.where('i.status', '=', query.status);
    if (query.registrant_id) q = q.where('i.registrant_id', '=', query.registrant_id);
    if (query.participant_id) q = q.where('i.participant_id', '=', query.participant_id);
    if (query.number) q = q.where('i.number', '=', query.number);
    const page = await listPage(q, query, { ...LIST, sortable: sortableFor('listInvoiceRedemptions') });
    return { ...page, data: page.data.map(presentRedemptionInvoice) };
  },

  async getInvoiceRedemption({ db, user, params }) {
    await blockOverdueInvoices(db);
    return findRedemptionInvoice(db, user, params.id);
  },

  updateInvoiceRedemption: async (ctx) =>
    findRedemptionInvoice(ctx.db, ctx.user, await editInvoice(ctx, 'redemption', ctx.params.id)),
  cloneInvoiceRedemption: async (ctx) =>
    findRedemptionInvoice(ctx.db, ctx.user, await cloneInvoice(ctx, 'redemption', ctx.params.id)),
  payInvoiceRedemption: async (ctx) =>
    findRedemptionInvoice(ctx.db, ctx.user, await payInvoice(ctx, 'redemption', ctx.params)),
  payInvoiceRedemptionByNumber: async (ctx) =>
    findRedemptionInvoice(ctx.db, ctx.user, await payInvoice(ctx, 'redemption', ctx.params)),
  uploadInvoiceRedemptionReceipt: async (ctx) =>
    findRedemptionInvoice(ctx.db, ctx.user, await uploadReceipt(ctx, 'redemption', ctx.params.id)),
  convertInvoiceRedemptionCurrency: convertRedemptionInvoices,
};

import { mwhOf } from '@rec/domain/hourly';
import type { Handlers } from '../http/types';
import { redemptionInScope } from '../resources/pdf/statement';
import { profileOf, retiredBundles } from './statement';

// An hourly retirement's bundles (paged, with totals) and its hourly profile (ADR 0099): the same
// rows its statement and the public verify page show, within the caller's reach (a participant
// admin its own retirements, the admin any; 404 otherwise, as the statement PDF).

export const hourlyRetirementHandlers: Handlers = {
  async listHourlyRetirementBundles({ db, user, params, query }) {
    const red = await redemptionInScope(db, user, params.id);
    const all = await retiredBundles(db, { ...red, id: Number(red.id) });
    const amount = query.amount ?? 10;
    const page = query.page ?? 1;
    const wh = all.reduce((t, b) => t + BigInt(b.wh), 0n);
    return {
      data: all.slice((page - 1) * amount, page * amount),
      total: all.length,
      totals: { bundles: all.length, wh: wh.toString(), mwh: mwhOf(wh) },
    };
  },

  async getHourlyRetirementProfile({ db, user, params }) {
    const red = await redemptionInScope(db, user, params.id);
    const data = profileOf(await retiredBundles(db, { ...red, id: Number(red.id) }));
    return { data, total: data.length, wh: data.reduce((t, p) => t + BigInt(p.wh), 0n).toString() };
  },
};

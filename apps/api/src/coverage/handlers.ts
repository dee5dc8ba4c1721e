import { mwhOf } from '@rec/domain/hourly';
import { matchHours } from '@rec/domain/scope2';
import type { Handlers } from '../http/types';
import { beneficiaryOr404 } from '../resources/beneficiaries/handlers';
import { coverageYear } from './coverage';
import { scope2Pack } from './pack-reply';
import { boundaryOf, consumptionHours, retiredPieces } from './reads';
import { monthSpan } from './year';

// Coverage of a beneficiary's consumption by the hourly certificates retired for it (issue 39
// items 3–5, ADR 0106/0107): the year's figures, a month's hours for the heatmap, the Scope 2 pack.

export const coverageHandlers: Handlers = {
  async getBeneficiaryCoverage({ db, user, params, query }) {
    return (await coverageYear(db, user, params.id, query.year)).answer;
  },

  async listBeneficiaryCoverageHours({ db, user, params, query }) {
    await beneficiaryOr404({ db, user }, params.id);
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    const span = monthSpan(year, month);
    const [hours, pieces, boundary] = await Promise.all([
      consumptionHours(db, params.id, span),
      retiredPieces(db, params.id, span),
      boundaryOf(db),
    ]);
    const { matched } = matchHours(hours, pieces, boundary);
    return {
      data: hours.map((h, i) => {
        const m = matched[i] ?? 0n;
        return {
          hour_start: new Date(h.start).toISOString(),
          day: h.local.slice(0, 10),
          hour: Number(h.local.slice(11, 13)),
          submarket: h.submarket as 'SUL',
          tier: h.tier,
          consumed: mwhOf(h.wh),
          matched: mwhOf(m),
          unmatched: mwhOf(h.wh - m),
        };
      }),
    };
  },

  async exportBeneficiaryScope2({ db, user, params, query }) {
    return scope2Pack(await coverageYear(db, user, params.id, query.year, true), query.format ?? 'xlsx');
  },
};

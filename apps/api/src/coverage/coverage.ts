import { mwhOf } from '@rec/domain/hourly';
import { type CoveragePieceIn, coverageOf } from '@rec/domain/scope2';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Principal } from '../http/types';
import { beneficiaryOr404 } from '../resources/beneficiaries/handlers';
import {
  boundaryOf,
  consumptionHours,
  factorsOf,
  monthlyRetired,
  retiredBundleRows,
  retiredPieces,
  statementCodes,
} from './reads';
import { yearSpan } from './year';

// A beneficiary-year's coverage (getBeneficiaryCoverage, and the Scope 2 pack's summary): the
// caller's own beneficiary (404 otherwise), its rows read by key, the figures from the domain.

export async function coverageYear(db: Kysely<DB>, user: Principal, id: number, year: number, detail = false) {
  const b = await beneficiaryOr404({ db, user }, id);
  const span = yearSpan(year);
  const [hours, pieces, monthly, factors, boundary] = await Promise.all([
    consumptionHours(db, id, span),
    (detail ? retiredBundleRows : retiredPieces)(db, id, span) as Promise<CoveragePieceIn[]>,
    monthlyRetired(db, id, year),
    factorsOf(db, year),
    boundaryOf(db),
  ]);
  const c = coverageOf({ year, boundary, hours, pieces, monthly, factors });
  const codes = await statementCodes(db, [...c.matching.byRedemption.keys()]);
  const statements = [...c.matching.byRedemption]
    .filter(([, wh]) => wh > 0n)
    .sort(([a], [b]) => a - b)
    .map(([redemption_id, wh]) => ({ redemption_id, code: codes.get(redemption_id) ?? null, matched: mwhOf(wh) }));
  const answer = {
    beneficiary: { id: Number(b.id), name: b.name, code: b.code },
    year,
    boundary,
    totals: c.totals,
    months: c.months,
    scope2: c.scope2,
    statements,
  };
  return { answer, hours, pieces, matching: c.matching, factors, codes };
}

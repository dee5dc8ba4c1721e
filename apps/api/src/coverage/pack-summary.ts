import { SERVER_TEXTS, serverText } from '@rec/domain';
import { NO, YES } from '../resources/exports/presentation';
import type { coverageYear } from './coverage';

// The summary of the Scope 2 pack (ADR 0107): [key, label, value, note] rows — the key in the
// standard's terms for machines, the label in Portuguese for people, the figures exactly as
// getBeneficiaryCoverage answers them, then the factors applied and the statements to verify.

type Coverage = Awaited<ReturnType<typeof coverageYear>>['answer'];
export type SummaryRow = [key: string, label: string, value: string | number, note: string];

const T = SERVER_TEXTS;

export function summaryRows(c: Coverage): SummaryRow[] {
  const t = (entry: (typeof T)[keyof typeof T], values?: Record<string, string | number>) => serverText(entry, values);
  const rows: SummaryRow[] = [
    ['beneficiary_name', t(T.beneficiario), c.beneficiary.name, ''],
    ['beneficiary_id', t(T.rotuloCodigoBeneficiario), c.beneficiary.code, ''],
    ['reporting_year', t(T.rotuloAno), c.year, ''],
    ['market_boundary', t(T.rotuloFronteira), c.boundary, ''],
    ['consumption_hours', t(T.rotuloHoras), c.totals.hours, ''],
    ['consumption_mwh', t(T.consumoMwh), c.totals.consumed, ''],
    ['hourly_matched_mwh', t(T.rotuloCasado), c.totals.matched, ''],
    ['hourly_unmatched_mwh', t(T.rotuloNaoCasado), c.totals.unmatched, ''],
    ['cancelled_certificates_mwh', t(T.rotuloAposentado), c.totals.retired, ''],
    ['hourly_matching_share', t(T.rotuloParcelaHoraria), c.totals.hourly_share, ''],
    ['annual_matching_share', t(T.rotuloParcelaAnual), c.totals.annual_share, ''],
    ['market_based_emissions_hourly_tco2e', t(T.rotuloEmissoesHorarias), c.scope2.hourly.tco2e, ''],
    ['annual_unmatched_mwh', t(T.rotuloNaoCasadoAnual), c.scope2.annual.unmatched, ''],
    ['market_based_emissions_annual_tco2e', t(T.rotuloEmissoesAnuais), c.scope2.annual.tco2e, ''],
    ['missing_residual_mix_factor', t(T.rotuloFatorAusente), c.scope2.missing_factor ? YES : NO, ''],
  ];
  for (const f of c.scope2.factors)
    rows.push([
      'residual_mix_factor_tco2e_per_mwh',
      t(T.rotuloFator, { year: f.year, submarket: f.submarket }),
      f.factor,
      f.source,
    ]);
  for (const s of c.statements)
    rows.push(['cancellation_statement_code', t(T.rotuloDeclaracao, { id: s.redemption_id }), s.code ?? '', s.matched]);
  return rows;
}

import type { Role } from '../policy/roles';
import type { ReportName } from '../resources/names';
import { CCEE_EMISSION_REPORT, CERTIFICATE_HISTORY, EMISSION, EMISSION_REVISION } from './defs-ledger';
import { FINANCIAL, NF, REDEMPTION } from './defs-money';
import { REGISTRANT, REGISTRANT_CONTACT, USER } from './defs-people';
import {
  BUSINESS,
  CONSOLIDATION,
  ENTERPRISE,
  NORMAL_ADJUSTMENT,
  RIGHT_IREC,
  SELF_CONSUMPTION_ADJUSTMENT,
} from './defs-plants';
import type { ReportDecl } from './types';

export {
  fetchReport,
  REPORT_FILTER_FIELDS,
  REPORT_FILTER_LABELS,
  type ReportCell,
  type ReportPage,
  type ReportParam,
  type ReportQuery,
  type ReportRow,
  reportAnswers,
  reportColumnLabel,
  reportLabels,
  reportNameOf,
  reportParams,
  reportTitle,
} from './query';
export type { ReportChart, ReportColumn, ReportDecl, ReportFilter, ReportFormat } from './types';

/**
 * Every report, declared once: the server computes rows with these column keys (GET
 * /reports/{name}), the export writes these columns, and one generic report view renders any of
 * them (filters, grid, totals row, chart) from this data alone.
 */
export const REPORTS: Readonly<Record<ReportName, ReportDecl>> = {
  financial: FINANCIAL,
  nf: NF,
  emission: EMISSION,
  enterprise: ENTERPRISE,
  registrant: REGISTRANT,
  consolidation: CONSOLIDATION,
  redemption: REDEMPTION,
  right_irec: RIGHT_IREC,
  ccee_emission_report: CCEE_EMISSION_REPORT,
  registrant_contact: REGISTRANT_CONTACT,
  emission_revision: EMISSION_REVISION,
  user: USER,
  business: BUSINESS,
  normal_emission_adjustment: NORMAL_ADJUSTMENT,
  self_consumption_emission_adjustment: SELF_CONSUMPTION_ADJUSTMENT,
  certificatehistory: CERTIFICATE_HISTORY,
};

/** Whether the caller's rows are restricted to its registrant (every role but admin). */
export const reportScopedToRegistrant = (role: Role): boolean => role !== 'admin';

import type { ReportName } from '@rec/domain';
import type { ReportSource } from './engine';
import { CERTIFICATE_HISTORY_SOURCE } from './src-history';
import { FINANCIAL_SOURCE, NF_SOURCE, REDEMPTION_SOURCE } from './src-money';
import { REGISTRANT_CONTACT_SOURCE, REGISTRANT_SOURCE, USER_SOURCE } from './src-people';
import {
  CONSOLIDATION_SOURCE,
  NORMAL_ADJUSTMENT_SOURCE,
  RIGHT_IREC_SOURCE,
  SELF_CONSUMPTION_ADJUSTMENT_SOURCE,
} from './src-plant-month';
import { BUSINESS_SOURCE, ENTERPRISE_SOURCE } from './src-plants';
import { CCEE_EMISSION_SOURCE, EMISSION_REVISION_SOURCE, EMISSION_SOURCE } from './src-recs';

/** How each declared report (packages/domain REPORTS) is computed. */
export const SOURCES: Record<ReportName, ReportSource> = {
  financial: FINANCIAL_SOURCE,
  nf: NF_SOURCE,
  emission: EMISSION_SOURCE,
  enterprise: ENTERPRISE_SOURCE,
  registrant: REGISTRANT_SOURCE,
  consolidation: CONSOLIDATION_SOURCE,
  redemption: REDEMPTION_SOURCE,
  right_irec: RIGHT_IREC_SOURCE,
  ccee_emission_report: CCEE_EMISSION_SOURCE,
  registrant_contact: REGISTRANT_CONTACT_SOURCE,
  emission_revision: EMISSION_REVISION_SOURCE,
  user: USER_SOURCE,
  business: BUSINESS_SOURCE,
  normal_emission_adjustment: NORMAL_ADJUSTMENT_SOURCE,
  self_consumption_emission_adjustment: SELF_CONSUMPTION_ADJUSTMENT_SOURCE,
  certificatehistory: CERTIFICATE_HISTORY_SOURCE,
};

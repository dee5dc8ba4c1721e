import { adminDashboardCases } from './adminDashboard';
import { adminsCases } from './admins';
import { apiclientsCases } from './apiclients';
import { apiintegrationsCases } from './apiintegrations';
import { authCases } from './auth';
import { automationsCases } from './automations';
import { beneficiariesCases } from './beneficiaries';
import { beneficiaryConsumptionsCases } from './beneficiaryConsumptions';
import { bulkCases } from './bulk';
import { businessesCases } from './businesses';
import { cceeCases } from './ccee';
import { cegCases } from './ceg';
import { clientDashboardCases } from './clientDashboard';
import { clientsCases } from './clients';
import { cnpjCases } from './cnpj';
import { configsCases } from './configs';
import { eventsCases } from './events';
import { evidentCases } from './evident';
import { exchangesCases } from './exchanges';
import { exportsCases } from './exports';
import { filesCases } from './files';
import { casesFromExamples } from './from-examples';
import { generationCases } from './generation';
import { geoCases } from './geo';
import { hourlyCases } from './hourly';
import { importsCases } from './imports';
import { invoicesCases } from './invoices';
import { invoicesRedemptionsCases } from './invoicesRedemptions';
import type { Cases } from './kit';
import { notificationsCases } from './notifications';
import { offersCases } from './offers';
import { participantLinksCases } from './participantLinks';
import { participantsCases } from './participants';
import { pdfCases } from './pdf';
import { rdmsCases } from './rdms';
import { recsCases } from './recs';
import { redemptionsCases } from './redemptions';
import { registrantsCases } from './registrants';
import { reportsCases } from './reports';
import { retirementsCases } from './retirements';
import { securityCases } from './security';
import { sourcesCases } from './sources';
import { technologiesCases } from './technologies';
import { transfersCases } from './transfers';
import { tutorialsCases } from './tutorials';
import { usersCases } from './users';
import { verifyCases } from './verify';
import { webhooksCases } from './webhooks';

/** The hand-written cases, keyed by operationId. */
const written = {
  ...authCases,
  ...adminsCases,
  ...clientsCases,
  ...usersCases,
  ...registrantsCases,
  ...businessesCases,
  ...participantsCases,
  ...sourcesCases,
  ...technologiesCases,
  ...cegCases,
  ...cceeCases,
  ...tutorialsCases,
  ...configsCases,
  ...apiclientsCases,
  ...apiintegrationsCases,
  ...webhooksCases,
  ...retirementsCases,
  ...beneficiariesCases,
  ...redemptionsCases,
  ...transfersCases,
  ...offersCases,
  ...beneficiaryConsumptionsCases,
  ...automationsCases,
  ...exchangesCases,
  ...rdmsCases,
  ...generationCases,
  ...evidentCases,
  ...cnpjCases,
  ...geoCases,
  ...participantLinksCases,
  ...recsCases,
  ...importsCases,
  ...exportsCases,
  ...invoicesCases,
  ...invoicesRedemptionsCases,
  ...notificationsCases,
  ...pdfCases,
  ...filesCases,
  ...adminDashboardCases,
  ...clientDashboardCases,
  ...reportsCases,
  ...hourlyCases,
  ...verifyCases,
  ...eventsCases,
  ...securityCases,
  ...bulkCases,
} satisfies Cases;

/** Every operation of the contract, keyed by operationId: written by hand, else from the contract's examples. */
export const cases: Cases = { ...casesFromExamples(written), ...written };

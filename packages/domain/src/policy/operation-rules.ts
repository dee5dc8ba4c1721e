import type { OperationId } from '../resources/types';
import type { Role } from './roles';

// The explicit part of the operation policy (the rest is derived from the grants through the
// resource definitions, operations.ts). Admin may call everything, so [] means admin only. The API
// applies the table; the machine clients' grantable scopes are read from it (ADR 0135).

const STAFF = ['client', 'client_admin', 'client_financial'] as const; // every registrant role
const OPS = ['client', 'client_admin'] as const; // registrant staff that handle plants and emissions
const REG_ADMIN = ['client_admin'] as const;
const FINANCE = ['client_admin', 'client_financial'] as const;
const PART = ['client_admin_participant'] as const;
const SIGNED_IN = [...STAFF, ...PART] as const;
export const PUBLIC = 'public' as const;

export type Rule = typeof PUBLIC | readonly Role[];

/** Operations no resource definition declares: sign-in, look-ups, dashboards, imports, batch and by-number calls. */
export const OUTSIDE_RESOURCES: Readonly<Partial<Record<OperationId, Rule>>> = {
  login: PUBLIC,
  // The refresh token in the body is the proof: an expired access token must not keep a session alive.
  logout: PUBLIC,
  recoverPassword: PUBLIC,
  verifyStatement: PUBLIC,
  listVerifiedStatementBundles: PUBLIC,
  newPassword: PUBLIC,
  // The second step of sign-in: the challenge token in the body is the proof (ADR 0121).
  loginSecondFactor: PUBLIC,
  // One's own second factor and sessions (ADR 0121, 0122): every signed-in person.
  getTwoFactor: SIGNED_IN,
  startTwoFactor: SIGNED_IN,
  confirmTwoFactor: SIGNED_IN,
  disableTwoFactor: SIGNED_IN,
  regenerateRecoveryCodes: SIGNED_IN,
  listSessions: SIGNED_IN,
  revokeSession: SIGNED_IN,
  revokeAllSessions: SIGNED_IN,
  revokeUserSessions: [],
  listUsers: [...REG_ADMIN, ...PART],
  uploadBusinessFiles: OPS,
  listCegOptions: OPS,
  getCegDetails: OPS,
  listEvidentOrganizations: PART,
  getCnpj: [...OPS, ...PART],
  // The transfer form's destination lookup: other participants' trade accounts by code and name.
  listTransferDestinations: PART,
  // A participant's own settings as a receiver of offers (ADR 0119); the offers themselves are
  // the `offers` resource's operations (the handlers scope them to the caller's side).
  getOfferSettings: PART,
  updateOfferSettings: PART,
  // Bulk transfers and retirements by file (ADR 0127): a participant's own files (the handlers scope
  // them). A job and its result file are the admin's `bulkjobs` resource too (BEYOND_SCREENS).
  getBulkTemplate: PART,
  uploadBulkFile: PART,
  commitBulkJob: PART,
  // Hourly certificates' reads (ADR 0091): a participant admin's own accounts (the handler scopes them).
  listHourlyHoldings: PART,
  getHourlyProfile: PART,
  // Hourly transfers and retirements by hours (ADR 0092 addendum): from the caller's own accounts.
  previewHourlyTransfer: PART,
  createHourlyTransfer: PART,
  previewHourlyRetirement: PART,
  createHourlyRetirement: PART,
  // 24/7 matching (issue 39, ADR 0105): the caller's own accounts and beneficiaries (the handler scopes them).
  previewHourlyMatching: PART,
  createHourlyMatching: PART,
  // An hourly retirement's bundles and profile (ADR 0099): the caller's own retirements (the handler scopes them).
  listHourlyRetirementBundles: PART,
  getHourlyRetirementProfile: PART,
  // A beneficiary's coverage, Scope 2 figures and pack (ADR 0106/0107): its own beneficiaries (the handler scopes them).
  getBeneficiaryCoverage: PART,
  listBeneficiaryCoverageHours: PART,
  exportBeneficiaryScope2: PART,
  // A user's own notifications and e-mail preferences (issue 42, ADR 0120; handlers scope them to
  // the caller); the registry's outgoing mail is the admin's.
  listNotifications: SIGNED_IN,
  countUnreadNotifications: SIGNED_IN,
  markNotificationRead: SIGNED_IN,
  markAllNotificationsRead: SIGNED_IN,
  getNotificationPreferences: SIGNED_IN,
  updateNotificationPreferences: SIGNED_IN,
  listOutbox: [],
  getOutboxMail: [],
  getCep: SIGNED_IN,
  listStates: SIGNED_IN,
  listCities: SIGNED_IN,
  listRecActivity: OPS,
  listRecEmissions: OPS,
  listRecsPrimary: OPS,
  listRecReceivers: OPS,
  batchCreateRecs: OPS,
  batchApproveRecs: [],
  previewGenerationImport: [],
  // A participant admin commits and follows its own consumption batches (handlers scope them, ADR 0009).
  commitImport: PART,
  getImportCommit: PART,
  preGeneration: [],
  externalImport: [],
  uploadCceeHourlyImport: [],
  fetchCceeHourlyImport: [],
  rollbackImport: [],
  // Columns and an example row, no one's data (ADR 0087).
  getImportTemplate: SIGNED_IN,
  exportList: SIGNED_IN,
  // Which reports each role may run is the domain's grants (report_<name>), checked by the handler.
  getReport: STAFF,
  payInvoiceByNumber: [],
  payInvoiceRedemptionByNumber: [],
  convertInvoiceRedemptionCurrency: [],
  getAdminTopNumbers: [],
  getAdminMwhByYear: [],
  getAdminBusinessesByTechnology: [],
  getAdminApprovedRecsByEmissionMonth: [],
  getAdminApprovedRecsByProductionMonth: [],
  getClientTopNumbers: STAFF,
  getClientApprovedRecsByYear: STAFF,
  getClientAvailableMwhForEmission: STAFF,
  getClientBusinessesBySource: STAFF,
  getClientLastApprovedRecs: STAFF,
  // The events feed (ADR 0115): each organisation's own rows, the admin's all (the handler scopes them).
  listEvents: SIGNED_IN,
};

/**
 * Roles the API lets call a resource's operation although no screen of theirs offers the action:
 * look-ups other screens read (a select, a name beside a row), reads behind a page of another
 * resource, and edits a handler scopes to the caller's own rows.
 */
export const BEYOND_SCREENS: Readonly<Partial<Record<OperationId, readonly Role[]>>> = {
  // The registrant dashboard and invoice screens show the registrant's name to its financial staff.
  getRegistrant: ['client_financial'],
  updateRegistrant: REG_ADMIN,
  // A participant reads the plants whose certificates go to it (ADR 0016); plant deletion is the registrant admin's.
  listBusinesses: PART,
  getBusiness: PART,
  deleteBusiness: REG_ADMIN,
  // Emission forms pick the receiving participant; a participant reads and edits its own record.
  listParticipants: ['client', ...PART],
  getParticipant: ['client', ...PART],
  updateParticipant: PART,
  // Catalogue look-ups every signed-in role's forms and filters read.
  listSources: ['client_financial', ...PART],
  getSource: ['client_financial', ...PART],
  listTechnologies: ['client_financial', ...PART],
  getTechnology: ['client_financial', ...PART],
  listCountries: ['client_financial'],
  getCountry: ['client_financial'],
  listTutorials: ['client_financial', ...PART],
  getTutorial: ['client_financial', ...PART],
  downloadFile: ['client_financial', ...PART],
  updateTransfer: PART,
  // A participant's own bulk job and result file on its "Envio em lote" (the handlers scope them);
  // the list of every organisation's jobs stays the admin's oversight (ADR 0134).
  getBulkJob: PART,
  getBulkJobResult: PART,
  listExchanges: [...FINANCE, ...PART],
  listGeneration: OPS,
  // Both sides of a connection read it; each side edits or removes its own (handlers scope the rows).
  listParticipantRegistrants: ['client'],
  updateParticipantRegistrant: PART,
  destroyParticipantRegistrant: PART,
  listParticipantBusinesses: ['client'],
  getParticipantBusiness: ['client'],
  createParticipantBusiness: PART,
  updateParticipantBusiness: PART,
  destroyParticipantBusiness: PART,
  updateRec: OPS,
  getPdf: PART,
};

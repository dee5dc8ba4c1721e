import type { Action, PolicyResource } from '../resources/names';

export type Grants = Readonly<Partial<Record<PolicyResource, readonly Action[]>>>;

const READ = ['list', 'show'] as const satisfies readonly Action[];
const CRUD = ['list', 'show', 'create', 'edit', 'delete'] as const satisfies readonly Action[];
// An organisation's admins manage its own machine clients (issue 40); the handlers scope the rows.
const API_CLIENTS = ['list', 'show', 'create', 'rotate', 'revoke'] as const satisfies readonly Action[];
// Everyone reads and marks its own notifications and edits its own e-mail preferences (issue 42).
const OWN_NOTIFICATIONS = ['list', 'edit'] as const satisfies readonly Action[];

// Look-ups the registrant's enterprise form needs to fill its selects.
const REGISTRANT_LOOKUPS: Grants = { sources: READ, technologies: READ, countries: READ, ceg: READ };

export const CLIENT: Grants = {
  ...REGISTRANT_LOOKUPS,
  dashboard: ['show'],
  notifications: OWN_NOTIFICATIONS,
  account: ['show'],
  businesses: ['list', 'show', 'create', 'edit', 'send'],
  invoices: READ,
  registrants: ['show'],
  recs: ['list', 'show', 'create', 'pdf'],
  tutorials: [...READ, 'download'],
  report_emission: ['show'],
  report_certificatehistory: ['show'],
  report_nf: ['show'],
};

// client_admin also manages the registrant's users and its connections with participants, and
// pays the registrant's invoices like client_financial (ADR 0026).
export const CLIENT_ADMIN: Grants = {
  ...CLIENT,
  invoices: [...READ, 'send'],
  participants: READ,
  clients: CRUD,
  participant_registrant: CRUD,
  participant_business: CRUD,
  apiclients: API_CLIENTS,
  // Their registrant's webhooks (ADR 0116); the handlers scope the rows.
  webhooks: [...CRUD, 'rotate'],
  webhookdeliveries: ['list', 'send'],
};

// client_financial reaches only money: invoices, the registrant dashboard, the invoice report.
export const CLIENT_FINANCIAL: Grants = {
  dashboard: ['show'],
  notifications: OWN_NOTIFICATIONS,
  account: ['show'],
  invoices: [...READ, 'send'],
  report_nf: ['show'],
};

export const CLIENT_ADMIN_PARTICIPANT: Grants = {
  dashboard: ['show'],
  notifications: OWN_NOTIFICATIONS,
  account: ['show'],
  retirements: [...CRUD, 'sync'],
  redemptions: ['list', 'show', 'create', 'edit'],
  beneficiaries: [...CRUD, 'sync'],
  beneficiary_consumptions: ['list', 'show', 'create', 'delete', 'import'],
  beneficiary_hourly_consumptions: ['list', 'import'],
  transfers: ['list', 'show', 'create'],
  // Offers (ADR 0119): the receiver accepts or rejects, the sender withdraws (the record's side
  // decides which one shows); `edit` opens its own settings as a receiver.
  offers: ['list', 'show', 'create', 'accept', 'reject', 'withdraw', 'edit'],
  certificates: ['list'],
  invoicesredemptions: [...READ, 'send'],
  clients: CRUD,
  participant_registrant: ['list', 'show', 'create'],
  participant_business: READ,
  linkable_registrants: ['list'],
  redemptionsautomations: [...CRUD, 'start'],
  redemptionsautomationslogs: ['list'],
  agreements: ['list', 'show', 'create', 'accept', 'reject', 'withdraw', 'end'],
  countries: READ,
  apiclients: API_CLIENTS,
  webhooks: [...CRUD, 'rotate'],
  webhookdeliveries: ['list', 'send'],
};

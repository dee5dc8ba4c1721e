import type { EventType } from '../events/types';
import type { Role } from '../policy/roles';
import { kindOf, NOTIFICATION_KINDS, type NotificationKind } from './kinds';

// Who learns of each event (issue 42 item 1, ADR 0120), as data the fan-out reads: `org` names
// the roles, among the users of the organisation the event row is addressed to (its registrant or
// participant), that get it; `admins` adds the registry's admins, whatever the row's organisation.
// The user who caused the event is never notified of it.
export interface Route {
  readonly org: readonly Role[];
  readonly admins: boolean;
}

const OPS = ['client', 'client_admin'] as const;
const PART = ['client_admin_participant'] as const;
// Invoices reach the people who pay them: the registrant's finance and admin, the participant's admin.
const PAYERS = ['client_admin', 'client_financial', 'client_admin_participant'] as const;
const ORG_ADMINS = ['client_admin', 'client_admin_participant'] as const;

const to = (org: readonly Role[], admins = false): Route => ({ org, admins });

export const NOTIFY_ROUTES: Readonly<Record<EventType, Route>> = {
  'emission.requested': to([], true),
  'emission.approved': to(OPS),
  'emission.refused': to(OPS),
  'emission.blocked': to(OPS),
  'emission.reverted': to(OPS),
  'transfer.booked': to(PART),
  'transfer.received': to(PART),
  'redemption.completed': to(PART),
  'import.committed': to(PART, true),
  'import.failed': to(PART, true),
  'invoice.created': to(PAYERS),
  'invoice.due_soon': to(PAYERS),
  'invoice.paid': to(PAYERS, true),
  'invoice.overdue': to(PAYERS),
  'invoice.blocked': to(PAYERS, true),
  'plant.approved': to(OPS),
  'plant.refused': to(OPS),
  'offer.received': to(PART),
  'offer.accepted': to(PART),
  'offer.rejected': to(PART),
  'offer.withdrawn': to(PART),
  'offer.expired': to(PART),
  'agreement.proposed': to(PART),
  'agreement.accepted': to(PART),
  'agreement.rejected': to(PART),
  'agreement.withdrawn': to(PART),
  'agreement.ending': to(PART),
  'agreement.ended': to(PART),
  'agreement.executed': to(PART),
  'agreement.execution_failed': to(PART),
  'automation.ran': to(PART),
  'machine_client.secret_expiring': to(ORG_ADMINS, true),
};

/** Whether a user of `role` in the event row's organisation (or an admin) learns of `type`. */
export const routeOf = (type: EventType): Route => NOTIFY_ROUTES[type];

const reaches = (route: Route, role: Role): boolean => route.org.includes(role) || (route.admins && role === 'admin');

/**
 * The kinds of notification a user of `role` can receive, in the preferences' order: what its
 * e-mail preferences offer (a participant's admin is never told of a plant, a registrant's
 * operator of an invoice).
 */
export const notificationKindsFor = (role: Role): readonly NotificationKind[] => {
  const types = Object.keys(NOTIFY_ROUTES) as EventType[];
  return NOTIFICATION_KINDS.filter((kind) =>
    types.some((type) => kindOf(type) === kind && reaches(NOTIFY_ROUTES[type], role)),
  );
};

/** Days before its due date that an open invoice tells its payers (the daily invoice.due_soon pass). */
export const INVOICE_DUE_SOON_DAYS = 5;

/**
 * Days before a machine client's secret stops working (a rotation's overlap, at most 7 days) that
 * the organisation's admins are told (the hourly machine_client.secret_expiring pass).
 */
export const SECRET_EXPIRING_DAYS = 3;

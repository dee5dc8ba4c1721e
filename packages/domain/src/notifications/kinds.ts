import type { EventType } from '../events/types';

// A kind of notification is its event type's family (`invoice` for invoice.*): what a user turns
// e-mail on or off for on the preferences screen (ADR 0120).
export const NOTIFICATION_KINDS = [
  'emission',
  'plant',
  'invoice',
  'transfer',
  'redemption',
  'offer',
  'agreement',
  'import',
  'automation',
  'machine_client',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const kindOf = (type: EventType): NotificationKind => type.slice(0, type.indexOf('.')) as NotificationKind;

// E-mail by default for what a user must act on or would otherwise miss (a decision on its
// request, money, certificates arriving, a secret expiring); off for the echoes of its own work
// (imports it ran, redemptions it made) and the automation's routine runs. The bell shows all.
export const EMAIL_DEFAULTS: Readonly<Record<NotificationKind, boolean>> = {
  emission: true,
  plant: true,
  invoice: true,
  transfer: true,
  redemption: false,
  offer: true,
  agreement: true,
  import: false,
  automation: false,
  machine_client: true,
};

export type EmailPreferences = Readonly<Record<NotificationKind, boolean>>;

/** A user's e-mail choice per kind: its stored rows over the defaults. */
export const emailPreferences = (rows: readonly { kind: string; email: boolean }[]): EmailPreferences => {
  const prefs: Record<NotificationKind, boolean> = { ...EMAIL_DEFAULTS };
  for (const row of rows)
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) prefs[row.kind as NotificationKind] = row.email;
  return prefs;
};

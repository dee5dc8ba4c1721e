import type { EventType } from '../../events/types';
import type { NotificationKind } from '../kinds';

// One locale's texts of notifications: a line per event type (the bell's list, the mail's
// subject) with {id} the record's number, a label per kind (the preferences screen) and the
// mail's frame. Placeholders are only those every event has, so no text shows a raw {name}.
export interface NotificationTexts {
  readonly types: Readonly<Record<EventType, string>>;
  readonly kinds: Readonly<Record<NotificationKind, string>>;
  // A second line for the types whose event says more than a number ({count}, {volume}…, see detail.ts).
  readonly details: { readonly 'automation.ran': string; readonly 'machine_client.secret_expiring': string };
  readonly mail: { readonly greeting: string; readonly open: string; readonly footer: string };
}

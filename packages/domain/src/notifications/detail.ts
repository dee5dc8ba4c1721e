import { LOCALES, type Locale } from '../constants';
import type { EventType } from '../events/types';
import { formatDate } from '../format/date';
import { formatMwh } from '../format/number';
import { textsOf } from './text';

type Data = Readonly<Record<string, unknown>>;

// The event's own values laid out in the reader's language before they fill a detail line.
const VALUES: Partial<Record<EventType, (data: Data, locale: Locale) => Record<string, string>>> = {
  'automation.ran': (d, locale) => ({
    count: String(d.redemption_count ?? ''),
    volume: typeof d.volume === 'string' ? formatMwh(d.volume, locale) : '',
    beneficiary: typeof d.beneficiary_name === 'string' ? d.beneficiary_name : '',
  }),
  'machine_client.secret_expiring': (d, locale) => ({
    name: typeof d.name === 'string' ? d.name : '',
    date: typeof d.expires_at === 'string' ? formatDate(d.expires_at, { locale }) : '',
  }),
};

/**
 * The second line some notifications carry (what an automation retired, when a secret stops
 * working), in the reader's language; null for the types that have none or when the event lacks
 * a value the line needs (never a line with a hole in it).
 */
export const notificationDetail = (locale: string, type: EventType, data: Data): string | null => {
  const template = (textsOf(locale).details as Partial<Record<EventType, string>>)[type];
  const values = VALUES[type]?.(data, (LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'pt');
  if (!template || !values || Object.values(values).some((v) => v === '')) return null;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
};

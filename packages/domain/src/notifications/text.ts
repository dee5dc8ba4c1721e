import { LOCALES, type Locale } from '../constants';
import type { EventType } from '../events/types';
import { NOTIFICATION_TEXTS, type NotificationTexts } from './texts';

const fill = (template: string, values: Readonly<Record<string, string>>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A locale the texts have (a user's stored locale, the app's language), else Portuguese. */
export const textsOf = (locale: string): NotificationTexts =>
  NOTIFICATION_TEXTS[(LOCALES as readonly string[]).includes(locale) ? (locale as Locale) : 'pt'];

/** The line that tells of an event: the bell's list item and the mail's subject. */
export const notificationText = (locale: string, type: EventType, subjectId: string): string =>
  fill(textsOf(locale).types[type], { id: subjectId });

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface NotificationMail {
  subject: string;
  text: string;
  html: string;
}

/** The mail of a notification in the recipient's language, as plain text and as HTML. */
export const notificationMail = (
  locale: string,
  input: {
    name: string;
    type: EventType;
    subjectId: string;
    link: string;
    preferencesLink: string;
    detail?: string | null;
  },
): NotificationMail => {
  const t = textsOf(locale);
  const subject = notificationText(locale, input.type, input.subjectId);
  const greeting = fill(t.mail.greeting, { name: input.name });
  const footer = (link: string) => fill(t.mail.footer, { link });
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const detail = input.detail ? `${input.detail}\n\n` : '';
  const detailHtml = input.detail ? `<p>${escapeHtml(input.detail)}</p>` : '';
  return {
    subject,
    text: `${greeting}\n\n${subject}\n\n${detail}${t.mail.open}: ${input.link}\n\n--\n${footer(input.preferencesLink)}\n`,
    html:
      `<!doctype html><html lang="${escapeHtml(locale)}" dir="${dir}"><body>` +
      `<p>${escapeHtml(greeting)}</p><p><strong>${escapeHtml(subject)}</strong></p>${detailHtml}` +
      `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.mail.open)}</a></p><hr>` +
      `<p><small>${footer(`<a href="${escapeHtml(input.preferencesLink)}">${escapeHtml(input.preferencesLink)}</a>`)}</small></p>` +
      '</body></html>',
  };
};

import type { Locale } from '../../constants';
import { AR } from './ar';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { PT } from './pt';
import type { NotificationTexts } from './types';
import { ZH } from './zh';

export type { NotificationTexts } from './types';

// The same texts for the bell's list (web) and the mail (API): one source, seven locales.
export const NOTIFICATION_TEXTS: Readonly<Record<Locale, NotificationTexts>> = {
  pt: PT,
  en: EN,
  es: ES,
  fr: FR,
  it: IT,
  zh: ZH,
  ar: AR,
};

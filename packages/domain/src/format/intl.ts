import { createIntl, createIntlCache, IntlErrorCode, type IntlShape, type OnErrorFn } from '@formatjs/intl';
import { DEFAULT_LOCALE, type Locale } from '../constants';

const cache = createIntlCache();
const shared = new Map<Locale, IntlShape>();

// The catalogue's pt text is the default message, so a missing translation is expected, not a fault.
// Any other formatting error is a broken message and must surface.
const onError: OnErrorFn = (err) => {
  if (err.code !== IntlErrorCode.MISSING_TRANSLATION) throw err;
};

export const createDomainIntl = (locale: Locale, messages: Record<string, string> = {}): IntlShape =>
  createIntl({ locale, messages, onError }, cache);

export const intlFor = (locale: Locale = DEFAULT_LOCALE): IntlShape => {
  const existing = shared.get(locale);
  if (existing) return existing;
  const intl = createDomainIntl(locale);
  shared.set(locale, intl);
  return intl;
};

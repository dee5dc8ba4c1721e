import type { Plugin } from 'vite';

const FORMATJS_INTL = /[\\/]@formatjs[\\/]intl[\\/]index\.js$/;
const PROBES = [
  '!Intl.NumberFormat.supportedLocalesOf(locale).length && onError',
  '!Intl.DateTimeFormat.supportedLocalesOf(locale).length && onError',
];

// createIntl asks Intl.NumberFormat and Intl.DateTimeFormat whether the locale has data, only to
// report a missing one through onError. The first such question loads ICU's locale data: about
// 25 ms on a mobile CPU for every visitor of /signin, a screen that formats no number and no date
// (ADR 0054). Our seven locales are in every browser's ICU; the probes are left out. A
// formatjs update that changes them fails the build here instead of silently keeping the cost.
export const intlWithoutLocaleProbe = (): Plugin => ({
  name: 'rec:intl-without-locale-probe',
  enforce: 'pre',
  transform(code, id) {
    if (!FORMATJS_INTL.test(id)) return null;
    const missing = PROBES.filter((probe) => !code.includes(probe));
    if (missing.length) throw new Error(`@formatjs/intl changed: ${missing.join('; ')} not found`);
    return { code: PROBES.reduce((out, probe) => out.replace(probe, 'false'), code), map: null };
  },
});

import type { Plugin } from 'vite';

const FORMATJS_INTL = /[\\/]@formatjs[\\/]intl[\\/]index\.js$/;
const CHECK = /!Intl\.(NumberFormat|DateTimeFormat)\.supportedLocalesOf\(locale\)\.length && onError/g;

// react-intl's createIntl asks `Intl.NumberFormat.supportedLocalesOf(locale)` (and DateTimeFormat's)
// on every provider, only to report a browser without data for the locale. That first Intl call
// loads the browser's ICU data: ≈ 40 ms of main thread (150 ms at Lighthouse's 4× CPU), in the
// middle of the first render, on /signin where nothing else formats a number or a date (ADR 0054).
// Our seven locales are in every browser's ICU; the build drops the check (formatting itself is
// untouched and still falls back on its own). A version whose code no longer matches fails the build.
export const intlWithoutLocaleCheck = (): Plugin => ({
  name: 'rec:intl-without-locale-check',
  enforce: 'pre',
  transform(code, id) {
    if (!FORMATJS_INTL.test(id)) return null;
    const checks = code.match(CHECK)?.length ?? 0;
    if (checks !== 2) throw new Error(`intl-without-locale-check: expected 2 locale checks in ${id}, found ${checks}`);
    return { code: code.replace(CHECK, 'false'), map: null };
  },
});

// Business constants of the product (spec §9). One module so a change of limit is one edit.

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const SNACKBAR_DEFAULT_SEVERITY = 'error';
export const SNACKBAR_POSITION = 'top-center';
export const IMPORT_GENERATION_TIMEOUT_MS = 6_000_000;
export const PASSWORD_RESET_REDIRECT_MS = 4000;
export const SESSION_RESTORE_MS = 1000;
export const MIN_PASSWORD_LENGTH = 8;
export const MIN_DUE_DAY = 1;
export const MAX_DUE_DAY = 27;
export const EMISSION_LIMIT_STATUS = 429;
export const BLOCKCHAIN_DETAILS_CODE = 5003;
export const SIDEBAR_BREAKPOINTS = { drawer: 1080, wide: 1200 } as const;
export const DEFAULT_DECIMALS = 6;
export const MONEY_DECIMALS = 2;
export const PERCENT_DECIMALS = 2;
export const DATE_FORMAT = 'DD/MM/YYYY';
// Brazilian registry: a date-time from the API is shown as the calendar day in Brazil.
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

export const LOCALES = ['pt', 'en', 'zh', 'ar', 'it', 'es', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'pt';
export const RTL_LOCALES: readonly Locale[] = ['ar'];
export const isRtl = (locale: Locale): boolean => RTL_LOCALES.includes(locale);

export const DEFAULT_THEME = 'dark-indigo';
export const NAVIGATION_STYLES = ['vertical', 'inside_the_header', 'above_the_header', 'below_the_header'] as const;
export type NavigationStyle = (typeof NAVIGATION_STYLES)[number];
export const DEFAULT_NAVIGATION_STYLE: NavigationStyle = 'vertical';
// §3: "collapsed flag (default collapsed)" — the menu opens from the header's toggle and the
// user may pin it (ADR 0086, superseding ADR 0020's open default; issue 36 item 15).
export const DEFAULT_SIDEBAR_COLLAPSED = true;

export const CURRENCIES = ['BRL', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'BRL';

// Every request of the client sends this language unless the user picked another (spec §7).
export const API_VERSION = 'v1';
export const API_DEFAULT_LANGUAGE: Locale = 'pt';

import {
  DEFAULT_LOCALE,
  DEFAULT_NAVIGATION_STYLE,
  DEFAULT_SIDEBAR_COLLAPSED,
  DEFAULT_THEME,
  type KeyValueStorage,
  LOCALES,
  type Locale,
  NAVIGATION_STYLES,
  type NavigationStyle,
} from '@rec/domain';

// The domain names the default theme only; the app offers it and a light one.
export const THEMES = [DEFAULT_THEME, 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

export type Settings = {
  theme: ThemeName;
  language: Locale;
  navigationStyle: NavigationStyle;
  collapsed: boolean;
};

export const SETTINGS_KEY = 'rec.settings';

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  language: DEFAULT_LOCALE,
  navigationStyle: DEFAULT_NAVIGATION_STYLE,
  collapsed: DEFAULT_SIDEBAR_COLLAPSED,
};

const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : fallback;

const parse = (raw: string | null): Record<string, unknown> => {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {};
    return typeof value === 'object' && value !== null ? { ...value } : {};
  } catch {
    return {};
  }
};

// Whatever an older version or a hand edit left in storage: each unknown value falls back alone.
export const readSettings = (storage: KeyValueStorage): Settings => {
  const stored = parse(storage.get(SETTINGS_KEY));
  return {
    theme: oneOf(THEMES, stored.theme, DEFAULT_SETTINGS.theme),
    language: oneOf(LOCALES, stored.language, DEFAULT_SETTINGS.language),
    navigationStyle: oneOf(NAVIGATION_STYLES, stored.navigationStyle, DEFAULT_SETTINGS.navigationStyle),
    collapsed: typeof stored.collapsed === 'boolean' ? stored.collapsed : DEFAULT_SETTINGS.collapsed,
  };
};

export const writeSettings = (storage: KeyValueStorage, settings: Settings): void =>
  storage.set(SETTINGS_KEY, JSON.stringify(settings));

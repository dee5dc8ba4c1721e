import { fromWebStorage, isRtl } from '@rec/domain';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { readSettings, type Settings, writeSettings } from './settings-store';

type SettingsContextValue = { settings: Settings; update: (change: Partial<Settings>) => void };

// Exported for the prerendered sign-in, rendered at build time without a browser's storage.
export const SettingsContext = createContext<SettingsContextValue | null>(null);

const storage = () => fromWebStorage(window.localStorage);

// BCP 47 tags for <html lang>: screen readers pick their voice from it.
const HTML_LANG: Readonly<Record<Settings['language'], string>> = {
  pt: 'pt-BR',
  en: 'en',
  zh: 'zh-CN',
  ar: 'ar',
  it: 'it',
  es: 'es',
  fr: 'fr',
};

export function SettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() => readSettings(storage()));

  const update = useCallback((change: Partial<Settings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      writeSettings(storage(), next);
      return next;
    });
  }, []);

  // Portals (dialogs, toasts, menus) render outside the provider's element: the document itself
  // must carry the direction and language too.
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[settings.language];
    document.documentElement.dir = isRtl(settings.language) ? 'rtl' : 'ltr';
  }, [settings.language]);

  const value = useMemo(() => ({ settings, update }), [settings, update]);
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

export const useSettings = (): SettingsContextValue => {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings outside SettingsProvider');
  return value;
};

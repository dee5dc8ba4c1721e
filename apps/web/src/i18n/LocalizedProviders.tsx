import { FluentProvider, type Theme } from '@fluentui/react-components';
import { isRtl, type Locale } from '@rec/domain';
import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';
import { setApiLanguage } from '../app/services';
import { useSettings } from '../settings/SettingsProvider';
import { loadTheme } from '../theme/themes';
import { Frame } from './Frame';
import { ignoreMissing, loadMessages, type Messages, type Scope } from './load-messages';
import { resourceMessages, setResourceLocale, subscribeResourceMessages } from './resource-messages';

type Loaded = { locale: Locale; messages: Messages; theme: Theme; scope: Scope };

// Visitors' screens load the public namespaces only; the signed-in app asks for all (app/Gate.tsx).
type MessageScope = { all: boolean; loadAll: () => void };
const ScopeContext = createContext<MessageScope>({ all: true, loadAll: () => undefined });
export const useMessageScope = (): MessageScope => useContext(ScopeContext);

export function LocalizedProviders({ children }: { children: ReactNode }) {
  const { settings } = useSettings();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [scope, setScope] = useState<Scope>('public');

  useEffect(() => {
    setApiLanguage(settings.language);
    let live = true;
    void Promise.all([
      loadMessages(settings.language, scope),
      loadTheme(settings.theme),
      setResourceLocale(settings.language),
    ]).then(([messages, theme]) => {
      // A transition: the screen renders in slices (see main.tsx).
      if (live) startTransition(() => setLoaded({ locale: settings.language, messages, theme, scope }));
    });
    return () => {
      live = false;
    };
  }, [settings.language, settings.theme, scope]);
  // The texts of the resources the screens loaded so far (i18n/resource-messages.ts).
  const ofResources = useSyncExternalStore(subscribeResourceMessages, resourceMessages);
  const messages = useMemo(
    () => (loaded ? ({ ...loaded.messages, ...ofResources } as Messages) : null),
    [loaded, ofResources],
  );
  const scoped = useMemo(() => ({ all: loaded?.scope === 'all', loadAll: () => setScope('all') }), [loaded?.scope]);

  // Until the first language and theme arrive (together, in parallel) there is nothing meaningful
  // to show; later switches keep the previous ones on screen for the few milliseconds a chunk takes.
  if (!loaded || !messages) return null;
  return (
    <IntlProvider locale={loaded.locale} defaultLocale="pt" messages={messages} onError={ignoreMissing}>
      <FluentProvider theme={loaded.theme} dir={isRtl(loaded.locale) ? 'rtl' : 'ltr'}>
        <ScopeContext value={scoped}>
          <Frame>{children}</Frame>
        </ScopeContext>
      </FluentProvider>
    </IntlProvider>
  );
}

import type { Locale } from '@rec/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ignoreMissing, loadMessages, type Messages } from './load-messages';

// A view's own namespace (VIEW_NAMESPACES), loaded when the view opens and added to the app's
// messages for what it renders; until it arrives the view waits (a chunk of a few kilobytes).
export function NamespaceMessages({ ns, children }: { ns: string; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(null);
  const key = `${locale}/${ns}`;
  useEffect(() => {
    let live = true;
    void loadMessages(locale, { only: ns }).then((messages) => live && setLoaded({ key, messages }));
    return () => {
      live = false;
    };
  }, [locale, ns, key]);
  const messages = useMemo(
    () => ({ ...intl.messages, ...(loaded?.messages ?? {}) }) as Messages,
    [intl.messages, loaded],
  );
  if (loaded?.key !== key) return null;
  return (
    <IntlProvider locale={locale} defaultLocale="pt" messages={messages} onError={ignoreMissing}>
      {children}
    </IntlProvider>
  );
}

import type { Locale } from '@rec/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { ignoreMissing, loadMessages, type Messages } from './load-messages';

// A view's own namespace (VIEW_NAMESPACES), loaded when the view opens and added to the app's
// messages for what it renders; until it arrives the view waits (a chunk of a few kilobytes).
// A view that shows another view's texts names both (the reports' charts use the dashboard's
// widget texts): a text whose namespace is not loaded would reach react-intl as a bare pt default,
// which the production build cannot parse (FORMAT_ERROR, and the pt text in every language).
export function NamespaceMessages({ ns, children }: { ns: string | readonly string[]; children: ReactNode }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [loaded, setLoaded] = useState<{ key: string; messages: Messages } | null>(null);
  const names = typeof ns === 'string' ? ns : ns.join(',');
  const key = `${locale}/${names}`;
  useEffect(() => {
    let live = true;
    void Promise.all(names.split(',').map((only) => loadMessages(locale, { only }))).then(
      (all) => live && setLoaded({ key, messages: Object.assign({}, ...all) as Messages }),
    );
    return () => {
      live = false;
    };
  }, [locale, names, key]);
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

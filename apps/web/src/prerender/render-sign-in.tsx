import { createDOMRenderer, RendererProvider, renderToStyleElements } from '@fluentui/react-components';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { AuthLayout } from '../auth/AuthLayout';
import { Component as SignIn } from '../auth/SignInPage';
import { LocalizedView } from '../i18n/LocalizedProviders';
import { loadMessages } from '../i18n/load-messages';
import { NotifyProvider } from '../notify/NotifyProvider';
import { SessionProvider } from '../session/SessionProvider';
import { SettingsProvider } from '../settings/SettingsProvider';
import { DEFAULT_SETTINGS } from '../settings/settings-store';
import { loadTheme } from '../theme/themes';

// Run at build time (build/prerender-signin.ts, in Node): the sign-in screen as a first-time
// visitor gets it — default language and theme, no session — inside the providers the app uses
// (app/App.tsx, auth/PublicApp.tsx), with Griffel collecting the CSS it would insert.
export async function renderSignIn(): Promise<{ markup: string; styles: string }> {
  const { language, theme: themeName } = DEFAULT_SETTINGS;
  const [messages, theme] = await Promise.all([loadMessages(language, 'public'), loadTheme(themeName)]);
  const renderer = createDOMRenderer();
  const markup = renderToString(
    <RendererProvider renderer={renderer}>
      <SettingsProvider>
        <LocalizedView locale={language} messages={messages} theme={theme}>
          <SessionProvider>
            <NotifyProvider>
              <AuthLayout>
                <SignIn />
              </AuthLayout>
            </NotifyProvider>
          </SessionProvider>
        </LocalizedView>
      </SettingsProvider>
    </RendererProvider>,
  );
  return { markup, styles: renderToStaticMarkup(renderToStyleElements(renderer)) };
}

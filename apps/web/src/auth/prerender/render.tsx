import {
  createDOMRenderer,
  FluentProvider,
  RendererProvider,
  renderToStyleElements,
  SSRProvider,
} from '@fluentui/react-components';
import { DEFAULT_LOCALE } from '@rec/domain';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Frame } from '../../i18n/Frame';
import { loadMessages } from '../../i18n/load-messages';
import { SettingsContext } from '../../settings/SettingsProvider';
import { DEFAULT_SETTINGS } from '../../settings/settings-store';
import { theme } from '../../theme/dark';
import { AuthLayout } from '../AuthLayout';
import { EMPTY_SIGN_IN, SignInForm } from '../SignInForm';
import { useAuthForm } from '../use-auth-form';
import { copyScript } from './copy-script';
import { PRERENDER } from './markers';
import { type AppAssets, starterScript } from './starter';
import { withRuleLengths } from './style-rules';

// Build time only (build/prerender-sign-in.ts): the sign-in screen as the app first shows it to a
// visitor — default language and theme, empty form — rendered to HTML with its styles.

// The copy shows only to a visitor the app would greet with this very screen (copy-script.ts);
// until the hand-off the app's #root stays hidden behind it. It shows once the parser has read
// all of it (COMPLETE, right after it): painted while parsed, the card grew in steps and, centred
// on the page, moved up with each (layout shifts of 0.06–0.13 in Lighthouse).
const PRERENDER_CSS = `#${PRERENDER.containerId}{display:none}.${PRERENDER.shownClass} #${PRERENDER.containerId}[${PRERENDER.completeAttribute}]{display:block}.${PRERENDER.shownClass} #root{display:none}`;
const COMPLETE = `document.getElementById(${JSON.stringify(PRERENDER.containerId)}).setAttribute(${JSON.stringify(PRERENDER.completeAttribute)},"");`;

const settings = { settings: DEFAULT_SETTINGS, update: () => undefined };

function StaticSignIn() {
  return <SignInForm form={useAuthForm('signIn', EMPTY_SIGN_IN)} />;
}

export type PrerenderedPage = { head: string; body: string };

export async function renderSignIn(assets: AppAssets): Promise<PrerenderedPage> {
  const messages = await loadMessages(DEFAULT_LOCALE);
  const renderer = createDOMRenderer();
  // The same tree as the app's (LocalizedProviders → Frame → AuthLayout → the screen), so the
  // copy and the app's screen lay out alike and the hand-off moves nothing on the page.
  const copy = renderToString(
    <RendererProvider renderer={renderer}>
      <SSRProvider>
        <SettingsContext value={settings}>
          <IntlProvider locale={DEFAULT_LOCALE} defaultLocale="pt" messages={messages}>
            <FluentProvider theme={theme} dir="ltr">
              <Frame>
                <AuthLayout>
                  <StaticSignIn />
                </AuthLayout>
              </Frame>
            </FluentProvider>
          </IntlProvider>
        </SettingsContext>
      </SSRProvider>
    </RendererProvider>,
  );
  const styles = renderToStaticMarkup(withRuleLengths(renderer, renderToStyleElements(renderer)));
  return {
    head: `<style>${PRERENDER_CSS}</style>${styles}<script>${copyScript()}</script>`,
    body: `<div id="${PRERENDER.containerId}">${copy}</div><script>${COMPLETE}${starterScript(assets)}</script>`,
  };
}

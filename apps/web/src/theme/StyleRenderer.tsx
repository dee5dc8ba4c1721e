import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { cacheRulesOfPage } from '../auth/prerender/style-rules';

// One style renderer for the tab, told first which rules the page already carries: /signin
// arrives with the sign-in screen's styles in <head> (ADR 0054), and without this the app's first
// commit inserted every one of them a second time (17 ms of a 29 ms task behind the copy). Other
// pages carry none.
const renderer = createDOMRenderer(document);
cacheRulesOfPage(renderer, document);
// The provider would rehydrate by parsing the page's CSS again (stylis, 46 ms here): it is given a
// document without styles, since the cache is filled already.
const nothingToParse = document.implementation.createHTMLDocument('');

export function StyleRenderer({ children }: { children: ReactNode }) {
  return (
    <RendererProvider renderer={renderer} targetDocument={nothingToParse}>
      {children}
    </RendererProvider>
  );
}

import type { GriffelRenderer } from '@fluentui/react-components';
import { cloneElement, type ReactElement } from 'react';
import { PRERENDER } from './markers';

// The prerendered page carries the sign-in screen's styles (ADR 0054). For the app not to insert
// each rule a second time, its style renderer must know them: Griffel keys its cache by each
// rule's exact text. Its own rehydration recovers those texts by parsing the CSS again (stylis):
// 46 ms of main thread for this page, more than the duplicates cost. The build knows the texts,
// so each <style> says how long each of its rules is, and the app cuts them back out.

/** Build time: Griffel's <style> elements, each with the lengths of the rules it holds. */
export function withRuleLengths(renderer: GriffelRenderer, styles: ReactElement[]): ReactElement[] {
  const sheets = Object.values(renderer.stylesheets).flatMap((sheet) => (sheet ? [sheet] : []));
  return (styles as ReactElement<Record<string, unknown>>[]).map((style) => {
    // Each element carries its sheet's attributes (bucket, priority, media), which tell sheets apart.
    const sheet = sheets.find((candidate) =>
      Object.entries(candidate.elementAttributes).every(([name, value]) => style.props[name] === value),
    );
    if (!sheet) throw new Error(`no stylesheet holds the rules of <style> ${style.key}`);
    const lengths = sheet.cssRules().map((rule) => rule.length);
    return cloneElement(style, { [PRERENDER.ruleLengthsAttribute]: lengths.join(',') });
  });
}

/** In the browser: the rules the page's <style> elements hold, in the renderer's cache. */
export function cacheRulesOfPage(renderer: GriffelRenderer, page: Document): void {
  for (const style of page.querySelectorAll<HTMLStyleElement>(`style[${PRERENDER.ruleLengthsAttribute}]`)) {
    const bucket = style.getAttribute('data-make-styles-bucket') as GriffelRenderer['insertionCache'][string];
    const text = style.textContent ?? '';
    let at = 0;
    for (const length of (style.getAttribute(PRERENDER.ruleLengthsAttribute) ?? '').split(',')) {
      const end = at + Number(length);
      renderer.insertionCache[text.slice(at, end)] = bucket;
      at = end;
    }
  }
}

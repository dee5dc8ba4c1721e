import { describe, expect, it } from 'vitest';
import { withUsedThemeVars } from './theme-vars';

describe('the copy’s theme variables', () => {
  it('keeps those the styles use, and those a kept value uses, and nothing else', () => {
    const html =
      '<div><style id="fui-FluentProvider_R_0_">.fui-FluentProvider_R_0_ { --e: green; --a: 1px; --b: var(--c); --c: var(--e); --d: blue; }</style><p>x</p></div>';
    const css = '.x{margin:var(--a)}.y{color:var(--b)}';
    expect(withUsedThemeVars(html, css)).toBe(
      '<div><style id="fui-FluentProvider_R_0_">.fui-FluentProvider_R_0_ { --e: green; --a: 1px; --b: var(--c); --c: var(--e);  }</style><p>x</p></div>',
    );
  });

  it('leaves a page without the provider’s style as it is', () => {
    expect(withUsedThemeVars('<p>--a: 1px;</p>', '')).toBe('<p>--a: 1px;</p>');
  });
});

// FluentProvider writes every token of the theme as a CSS variable (about 500, 19 kB) on its
// element. The copy's styles use a few dozen of them: the others only cost the first paint their
// parsing and inheritance. The app's own FluentProvider brings them all when it mounts.
const PROVIDER_STYLE = /(<style id="fui-FluentProvider[^"]*">)([^<]*)(<\/style>)/;
const DECLARATION = /(--[\w-]+):[^;}]*;?/g;

/** The copy's HTML with only the theme variables that `css` (or a kept value) refers to. */
export const withUsedThemeVars = (html: string, css: string): string => {
  const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name));
  return html.replace(PROVIDER_STYLE, (_, open: string, rules: string, close: string) => {
    // A kept value may refer to other variables in turn, declared before or after it.
    for (let size = -1; size !== used.size; ) {
      size = used.size;
      for (const [declaration, name] of rules.matchAll(DECLARATION))
        if (used.has(name)) for (const [, inner] of declaration.matchAll(/var\((--[\w-]+)/g)) used.add(inner as string);
    }
    return `${open}${rules.replace(DECLARATION, (declaration, name: string) => (used.has(name) ? declaration : ''))}${close}`;
  });
};

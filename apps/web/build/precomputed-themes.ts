import type { Plugin } from 'vite';
import { theme as dark } from '../src/theme/dark.ts';
import { theme as light } from '../src/theme/light.ts';

const COMPUTED: Readonly<Record<string, object>> = { light, dark };
const THEME_MODULE = /[\\/]src[\\/]theme[\\/](light|dark)\.ts$/;

// createLightTheme/createDarkTheme pull Fluent's whole colour palette into the bundle to compute
// plain objects of tokens. The build evaluates src/theme/{light,dark}.ts once (here, in Node) and
// ships their result as data; typecheck and the sources keep the readable definitions.
export const precomputedThemes = (): Plugin => ({
  name: 'rec:precomputed-themes',
  enforce: 'pre',
  load(id) {
    const name = THEME_MODULE.exec(id)?.[1];
    if (!name) return null;
    return { code: `export const theme = ${JSON.stringify(COMPUTED[name])};\n`, map: null };
  },
});

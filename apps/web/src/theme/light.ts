import { createLightTheme, type Theme } from '@fluentui/react-components';
import { INDIGO } from './brand.ts';

// Evaluated at build time (build/precomputed-themes.ts): the bundle holds the resulting object.
export const theme: Theme = createLightTheme(INDIGO);

import type { Theme } from '@fluentui/react-components';
import type { ThemeName } from '../settings/settings-store';

// One chunk per theme, loaded with the messages before the first paint: a page carries only the
// theme it shows. Both are plain objects computed at build time (build/precomputed-themes.ts).
const LOADERS: Readonly<Record<ThemeName, () => Promise<{ theme: Theme }>>> = {
  light: () => import('./light'),
  'dark-indigo': () => import('./dark'),
};

export const loadTheme = async (name: ThemeName): Promise<Theme> => (await LOADERS[name]()).theme;

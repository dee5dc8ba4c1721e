import { createDarkTheme, type Theme } from '@fluentui/react-components';
import { INDIGO } from './brand.ts';

const dark = createDarkTheme(INDIGO);

// Evaluated at build time (build/precomputed-themes.ts): the bundle holds the resulting object.
// On dark surfaces the mid tones of the ramp fail AA contrast for text; lighter steps are used.
export const theme: Theme = {
  ...dark,
  colorBrandForeground1: INDIGO[130],
  colorBrandForeground2: INDIGO[140],
  colorBrandForegroundLink: INDIGO[130],
  colorBrandForegroundLinkHover: INDIGO[140],
  colorBrandForegroundLinkPressed: INDIGO[120],
  colorBrandForegroundLinkSelected: INDIGO[130],
  colorCompoundBrandForeground1: INDIGO[130],
  colorCompoundBrandForeground1Hover: INDIGO[140],
  colorCompoundBrandForeground1Pressed: INDIGO[120],
  colorNeutralForeground2BrandHover: INDIGO[130],
  colorNeutralForeground2BrandPressed: INDIGO[120],
  colorNeutralForeground2BrandSelected: INDIGO[130],
  colorNeutralForeground3BrandHover: INDIGO[130],
  colorNeutralForeground3BrandPressed: INDIGO[120],
  colorNeutralForeground3BrandSelected: INDIGO[130],
  colorBrandStroke1: INDIGO[130],
};

import type { BrandVariants } from '@fluentui/react-components';

// Indigo ramp around Material indigo 500 (#3f51b5 at 80), darkest (10) to lightest (160).
export const INDIGO: BrandVariants = {
  10: '#05061a',
  20: '#101636',
  30: '#16205a',
  40: '#1b2974',
  50: '#20318a',
  60: '#2a3b9f',
  70: '#3446ad',
  80: '#3f51b5',
  90: '#5264bf',
  100: '#6577c8',
  110: '#7889d1',
  120: '#8b9bda',
  130: '#9eade3',
  140: '#b2bfeb',
  150: '#c5d0f2',
  160: '#d9e1f8',
};

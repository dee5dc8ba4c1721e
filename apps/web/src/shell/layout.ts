import type { NavigationStyle } from '@rec/domain';

export type Viewport = { belowDrawer: boolean; belowWide: boolean };
export type Layout = {
  // The menu inside a row of the header (above, inside or below it).
  horizontalNav: 'above' | 'inside' | 'below' | null;
  // The sidebar in the page's flow; otherwise it is a temporary drawer opened by the toggle.
  inlineSidebar: boolean;
  // Whether the temporary drawer may offer to pin itself as an inline sidebar.
  canPin: boolean;
};

const ROW: Readonly<Record<NavigationStyle, Layout['horizontalNav']>> = {
  vertical: null,
  inside_the_header: 'inside',
  above_the_header: 'above',
  below_the_header: 'below',
};

// §2: a temporary drawer below 1080 px and on collapsed or narrow layouts; the horizontal
// styles need the width of the 1200 px breakpoint, below it their menu moves into the drawer.
export const layoutOf = (style: NavigationStyle, collapsed: boolean, viewport: Viewport): Layout => {
  const vertical = style === 'vertical';
  return {
    horizontalNav: viewport.belowWide ? null : ROW[style],
    inlineSidebar: vertical && !collapsed && !viewport.belowDrawer,
    canPin: vertical && collapsed && !viewport.belowDrawer,
  };
};

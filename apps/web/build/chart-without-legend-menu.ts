import type { Plugin } from 'vite';

const OVERFLOW_MENU = /[\\/]@fluentui[\\/]react-charts[\\/]lib[\\/]components[\\/]Legends[\\/]OverflowMenu\.js$/;

// The package has one entry point and HorizontalBarChart imports `Legends` from it, whose overflow
// menu brings Fluent's Menu (≈ 21 kB gzip with its positioning) into the chart's chunk. Our only
// chart (src/charts/BarList.tsx) gives every bar one point, so the chart treats each as a single
// bar and never renders its legends (HorizontalBarChart: `!isSingleBar && legendButtons`), let
// alone their overflow menu. The build ships an empty menu in its place; BarList.test.tsx holds
// that the legends stay away, and the e2e dashboards spec that the charts render.
export const chartWithoutLegendMenu = (): Plugin => ({
  name: 'rec:chart-without-legend-menu',
  enforce: 'pre',
  load(id) {
    if (!OVERFLOW_MENU.test(id)) return null;
    return { code: 'export const OverflowMenu = () => null;\n', map: null };
  },
});

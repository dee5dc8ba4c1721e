import type { Plugin } from 'vite';

const CHARTS = String.raw`[\\/]@fluentui[\\/]react-charts[\\/]lib[\\/]`;

// Modules of @fluentui/react-charts our charts never run, replaced by empty ones at build time
// (each is still imported by the parts we use; the package has one entry point):
// - Legends/OverflowMenu.js: HorizontalBarChart imports `Legends` from the entry, whose overflow
//   menu brings Fluent's Menu (≈ 21 kB gzip with its positioning) into the chart's chunk. Our bar
//   list (src/charts/BarList.tsx) gives every bar one point, so the chart treats each as a single
//   bar and never renders its legends (HorizontalBarChart: `!isSingleBar && legendButtons`), and
//   the column chart (src/charts/ColumnChart.tsx) hides them (`hideLegend`).
// - Annotations/ChartAnnotationLayer.js: the cartesian charts render it only for `annotations`,
//   which the column chart never passes (ADR 0085).
// - image-export-utils.js: only a chart's `componentRef.toImage()` (and the legends' `toSVG` for
//   it) calls it; we never export a chart as an image (a report's figures export as a spreadsheet).
// BarList.test.tsx and ColumnChart.test.tsx hold that no legend renders and the stubbed modules
// are where the plugin looks for them; the e2e dashboards and reports specs that the charts render.
const STUBS: readonly [RegExp, string][] = [
  [
    new RegExp(`${CHARTS}components[\\\\/]Legends[\\\\/]OverflowMenu\\.js$`),
    'export const OverflowMenu = () => null;\n',
  ],
  [
    new RegExp(`${CHARTS}components[\\\\/]CommonComponents[\\\\/]Annotations[\\\\/]ChartAnnotationLayer\\.js$`),
    'export const ChartAnnotationLayer = () => null;\n',
  ],
  [
    new RegExp(`${CHARTS}utilities[\\\\/]image-export-utils\\.js$`),
    "export const exportChartsAsImage = () => Promise.reject(new Error('Chart image export is not built in.'));\n" +
      'export const cloneLegendsToSVG = () => ({ node: null, width: 0, height: 0 });\n',
  ],
];

export const chartWithoutLegendMenu = (): Plugin => ({
  name: 'rec:chart-without-legend-menu',
  enforce: 'pre',
  load(id) {
    const stub = STUBS.find(([pattern]) => pattern.test(id));
    return stub ? { code: stub[1], map: null } : null;
  },
});

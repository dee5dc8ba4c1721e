import { makeStyles, shorthands, tokens } from '@fluentui/react-components';

// The heatmap's five shades (empty, then four quarters of the busiest hour), shared by the grid and
// its legend.
export const useHeatStyles = makeStyles({
  // One saturated green at rising opacity: monotonic in the light and the dark theme alike.
  level0: { backgroundColor: tokens.colorNeutralBackground3 },
  level1: { backgroundColor: tokens.colorPaletteGreenBackground3, opacity: 0.3 },
  level2: { backgroundColor: tokens.colorPaletteGreenBackground3, opacity: 0.55 },
  level3: { backgroundColor: tokens.colorPaletteGreenBackground3, opacity: 0.8 },
  level4: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  // Consumption no certificate covered (the coverage grid): a warm hue, apart from the greens.
  uncovered: { backgroundColor: tokens.colorPaletteMarigoldBackground3, opacity: 0.7 },
  swatch: {
    display: 'inline-block',
    width: '16px',
    height: '16px',
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    borderRadius: tokens.borderRadiusSmall,
    verticalAlign: 'middle',
  },
});

export const levelClass = (styles: ReturnType<typeof useHeatStyles>, level: number): string =>
  [styles.level0, styles.level1, styles.level2, styles.level3, styles.level4][level] ?? styles.level0;

export type HeatStyles = ReturnType<typeof useHeatStyles>;

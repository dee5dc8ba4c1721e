import { makeStyles, tokens } from '@fluentui/react-components';

export const useMoveStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '960px' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalL,
    margin: 0,
    minWidth: 0,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingInline: tokens.spacingHorizontalXS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  weekdays: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  figures: { fontWeight: tokens.fontWeightSemibold },
  table: { width: '100%', borderCollapse: 'collapse' },
  cell: {
    textAlign: 'start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  number: {
    textAlign: 'end',
    fontVariantNumeric: 'tabular-nums',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  scroll: { overflowX: 'auto', maxHeight: '360px', overflowY: 'auto' },
  plants: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  hash: { overflowWrap: 'anywhere', fontFamily: tokens.fontFamilyMonospace },
});

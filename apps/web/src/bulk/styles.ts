import { makeStyles, tokens } from '@fluentui/react-components';

export const useBulkStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '960px' },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  part: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  note: { color: tokens.colorNeutralForeground2 },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  table: { minWidth: '320px' },
  errors: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

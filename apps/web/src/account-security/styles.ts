import { makeStyles, tokens } from '@fluentui/react-components';

export const useSecurityStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  qr: { width: '192px', height: '192px', backgroundColor: tokens.colorNeutralBackground1 },
  key: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  codes: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalS,
    fontFamily: tokens.fontFamilyMonospace,
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalL,
  },
  table: { minWidth: '560px' },
  scroll: { overflowX: 'auto' },
  // A device is named in a few words (deviceName); a header it does not know may be long: it wraps.
  device: { maxWidth: '320px', overflowWrap: 'anywhere' },
});

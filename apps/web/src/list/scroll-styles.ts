import { makeStyles, tokens } from '@fluentui/react-components';

// A table wider than the page scrolls sideways with its scrollbar drawn even where the system
// hides idle ones (overlay scrollbars), so that a reader sees there is more to the right (issue
// 36 item 6): the lists' grid and the reports' table alike.
export const useSideScrollStyles = makeStyles({
  scroll: {
    overflowX: 'auto',
    '::-webkit-scrollbar': { height: '12px' },
    '::-webkit-scrollbar-thumb': {
      backgroundColor: tokens.colorNeutralStroke1,
      borderRadius: tokens.borderRadiusMedium,
    },
    '::-webkit-scrollbar-track': { backgroundColor: tokens.colorNeutralBackground3 },
  },
});

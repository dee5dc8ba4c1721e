import { makeStyles, tokens } from '@fluentui/react-components';

// One part of the CCEE report: its heading, a note, its table, close together.
export const useReportStyles = makeStyles({
  part: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  // Column names are long single words (GERACAO_CENTRO_GRAVIDADE): they break rather than overflow.
  word: { overflowWrap: 'anywhere' },
  report: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

import { makeStyles, tokens } from '@fluentui/react-components';
import { WIDGET_MESSAGES as m } from '@rec/domain';
import { useIntl } from 'react-intl';
import { DataTable } from './DataTable';

const useStyles = makeStyles({
  details: { color: tokens.colorNeutralForeground2 },
  summary: { cursor: 'pointer', paddingBlock: tokens.spacingVerticalXS },
});

type Props = { label: string; headers: readonly string[]; rows: readonly (readonly string[])[] };

// Every chart's text alternative: the same figures as a table, one click away (a native
// disclosure, so keyboards and screen readers need nothing more).
export function TableAlternative(props: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <details className={styles.details}>
      <summary className={styles.summary}>{intl.formatMessage(m.table)}</summary>
      <DataTable {...props} />
    </details>
  );
}

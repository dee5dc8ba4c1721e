import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { PAGE_SIZE_OPTIONS } from '@rec/domain';
import { useIntl } from 'react-intl';
import { listMessages } from '../list/messages';
import { reportMessages as m } from './messages';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
});

type Props = {
  amount: number;
  onAmount: (n: number) => void;
  exporting: boolean;
  onExport: () => void;
  canExport: boolean;
};

// Rows per page and the export of the whole report (every page, same filters, its totals).
export function ReportToolbar({ amount, onAmount, exporting, onExport, canExport }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Field label={intl.formatMessage(m.page)}>
        <Select value={String(amount)} onChange={(_, d) => onAmount(Number(d.value))}>
          {PAGE_SIZE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {intl.formatMessage(listMessages.pageSizeOption, { count: n })}
            </option>
          ))}
        </Select>
      </Field>
      <Button icon={<ArrowDownload20Regular />} disabled={exporting || !canExport} onClick={onExport}>
        {intl.formatMessage(exporting ? m.exporting : m.export)}
      </Button>
    </div>
  );
}

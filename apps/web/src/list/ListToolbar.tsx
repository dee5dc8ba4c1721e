import { Button, Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { type FieldDef, PAGE_SIZE_OPTIONS } from '@rec/domain';
import { useIntl } from 'react-intl';
import { ColumnPicker } from './ColumnPicker';
import { listMessages as m } from './messages';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'flex-end',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
  },
  search: { flexGrow: 1, minWidth: '200px', maxWidth: '420px' },
});

type Props = {
  search: string;
  onSearch: (value: string) => void;
  amount: number;
  onAmount: (value: number) => void;
  fields: FieldDef[];
  visible: string[];
  onVisible: (visible: string[]) => void;
  exporting: boolean;
  onExport: () => void;
};

// Search, show-N, column choice and export (§2).
export function ListToolbar(props: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Field label={intl.formatMessage(m.search)} className={styles.search}>
        <SearchBox value={props.search} onChange={(_, data) => props.onSearch(data.value)} />
      </Field>
      <Field label={intl.formatMessage(m.pageSize)}>
        <Select value={String(props.amount)} onChange={(_, data) => props.onAmount(Number(data.value))}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {intl.formatMessage(m.pageSizeOption, { count: size })}
            </option>
          ))}
        </Select>
      </Field>
      <ColumnPicker fields={props.fields} visible={props.visible} onChange={props.onVisible} />
      <Button icon={<ArrowDownload20Regular />} disabled={props.exporting} onClick={props.onExport}>
        {intl.formatMessage(props.exporting ? m.exporting : m.export)}
      </Button>
    </div>
  );
}

import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ConfirmCreate, FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import type { FormValues } from './form-state';
import { formMessages as m } from './messages';
import { SummaryValue } from './SummaryValue';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  // Each term and value sit in the list's two columns.
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

type Props = {
  confirm: ConfirmCreate;
  fields: readonly FieldDef[];
  values: FormValues;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// What the form is about to do, as the user typed and chose it, with what cannot be undone;
// nothing is sent until the user confirms here.
export function ConfirmSummary({ confirm, fields, values, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const filled = fields.filter((f) => values[f.name] !== undefined && values[f.name] !== '');
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(confirm.title)}</DialogTitle>
          <DialogContent className={styles.content}>
            <dl className={styles.list} data-testid="confirm-summary">
              {filled.map((field) => (
                <div key={field.name} className={styles.row}>
                  <dt className={styles.term}>{intl.formatMessage(field.label)}</dt>
                  <dd className={styles.value}>
                    <SummaryValue field={field} value={values[field.name]} />
                  </dd>
                </div>
              ))}
            </dl>
            <MessageBar intent="warning">
              <MessageBarBody>{intl.formatMessage(confirm.warning)}</MessageBarBody>
            </MessageBar>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {intl.formatMessage(busy ? m.saving : confirm.action)}
            </Button>
            <Button disabled={busy} onClick={onCancel}>
              {intl.formatMessage(m.back)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

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
import type { ConfirmCreate } from '@rec/domain';
import { useIntl } from 'react-intl';
import { formMessages } from '../form/messages';
import type { SummaryRow } from './summary-rows';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
});

type Props = {
  confirm: ConfirmCreate;
  rows: readonly SummaryRow[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// The hourly move's review, as the monthly transfer's and retirement's (ConfirmSummary): the
// selection, where it goes and what the preview will move, with the resource's own warning.
export function MoveConfirm({ confirm, rows, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(confirm.title)}</DialogTitle>
          <DialogContent className={styles.content}>
            <dl className={styles.list} data-testid="confirm-summary">
              {rows.map((row) => (
                <div key={row.term} className={styles.row}>
                  <dt className={styles.term}>{row.term}</dt>
                  <dd className={styles.value}>{row.value}</dd>
                </div>
              ))}
            </dl>
            <MessageBar intent="warning">
              <MessageBarBody>{intl.formatMessage(confirm.warning)}</MessageBarBody>
            </MessageBar>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {intl.formatMessage(busy ? formMessages.saving : confirm.action)}
            </Button>
            <Button disabled={busy} onClick={onCancel}>
              {intl.formatMessage(formMessages.back)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

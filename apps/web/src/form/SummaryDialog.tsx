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
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formMessages as m } from './messages';

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

export type SummaryLine = { key: string; term: ReactNode; value: ReactNode };

type Props = {
  confirm: ConfirmCreate;
  lines: readonly SummaryLine[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

// The review before an irreversible booking (a transfer, a retirement, monthly or by hours): what
// will happen, line by line, with the resource's own warning; nothing is sent until the user confirms.
export function SummaryDialog({ confirm, lines, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(confirm.title)}</DialogTitle>
          <DialogContent className={styles.content}>
            <dl className={styles.list} data-testid="confirm-summary">
              {lines.map((line) => (
                <div key={line.key} className={styles.row}>
                  <dt className={styles.term}>{line.term}</dt>
                  <dd className={styles.value}>{line.value}</dd>
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

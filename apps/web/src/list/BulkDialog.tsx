import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import type { BulkActionDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages';

type Props = { action: BulkActionDef; count: number; busy: boolean; onCancel: () => void; onConfirm: () => void };

// Says what will happen to how many records before a bulk action runs.
export function BulkDialog({ action, count, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(action.label)}</DialogTitle>
          <DialogContent>
            {action.confirmText ? <p>{intl.formatMessage(action.confirmText, { count })}</p> : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {intl.formatMessage(action.label)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

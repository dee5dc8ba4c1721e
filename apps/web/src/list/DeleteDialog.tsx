import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { listMessages as m } from './messages';

type Props = { name: string | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

// Deleting is final: the user confirms it by name.
export function DeleteDialog({ name, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <Dialog open={name !== null} modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{intl.formatMessage(m.deleteTitle)}</DialogTitle>
          <DialogContent>{intl.formatMessage(m.deleteConfirm, { name: name ?? '' })}</DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm}>
              {intl.formatMessage(m.confirmDelete)}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

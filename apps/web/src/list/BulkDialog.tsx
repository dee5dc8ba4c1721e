import type { BulkActionDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { DialogForm } from '../components/DialogForm';

type Props = { action: BulkActionDef; count: number; busy: boolean; onCancel: () => void; onConfirm: () => void };

// Says what will happen to how many records before a bulk action runs.
export function BulkDialog({ action, count, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(action.label);
  return (
    <DialogForm title={label} submit={{ label, disabled: busy }} onSubmit={onConfirm} onDismiss={onCancel}>
      {action.confirmText ? <p>{intl.formatMessage(action.confirmText, { count })}</p> : null}
    </DialogForm>
  );
}

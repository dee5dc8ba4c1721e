import { useIntl } from 'react-intl';
import { DialogForm } from '../components/DialogForm';
import { listMessages as m } from './messages';

type Props = { name: string | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

// Deleting is final: the user confirms it by name.
export function DeleteDialog({ name, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  return (
    <DialogForm
      open={name !== null}
      title={intl.formatMessage(m.deleteTitle)}
      submit={{ label: intl.formatMessage(m.confirmDelete), disabled: busy }}
      onSubmit={onConfirm}
      onDismiss={onCancel}
    >
      {intl.formatMessage(m.deleteConfirm, { name: name ?? '' })}
    </DialogForm>
  );
}

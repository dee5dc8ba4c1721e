import { Field, Textarea } from '@fluentui/react-components';
import { type ActionDef, type ApiRecord, actionSchemaOf, ptErrorMap } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../components/DialogForm';
import { translateText } from '../i18n/translate-text';
import { actionMessages as m } from './messages';

type Props = {
  action: ActionDef;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (body?: ApiRecord) => void;
};

// What will happen, said before it happens; refusals ask for the reason the registrant will read.
// An action that sends a file has its own dialog (UploadDialog), with progress.
export function ActionDialog({ action, name, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const schema = actionSchemaOf(action);
    if (!action.reason || !schema) return onConfirm();
    // The catalogue's texts for every rule, a reason too long included (never zod's own wording).
    const parsed = schema.safeParse({ [action.reason]: reason }, { error: ptErrorMap });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    onConfirm(parsed.data);
  };
  const label = intl.formatMessage(action.label);
  return (
    <DialogForm
      title={intl.formatMessage(m.title, { action: label, name })}
      submit={{ label, disabled: busy }}
      onSubmit={submit}
      onDismiss={onCancel}
    >
      {action.confirmText ? <p>{intl.formatMessage(action.confirmText, { name })}</p> : null}
      {action.reason && action.reasonLabel ? (
        <Field
          label={intl.formatMessage(action.reasonLabel)}
          required
          validationMessage={error ? translateText(intl, error) : undefined}
        >
          <Textarea
            value={reason}
            resize="vertical"
            onChange={(_, d) => {
              setReason(d.value);
              setError(null);
            }}
          />
        </Field>
      ) : null}
    </DialogForm>
  );
}

import { Field } from '@fluentui/react-components';
import { type ToolDef, VALIDATION_MESSAGES } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogForm } from '../components/DialogForm';
import { FieldInput } from '../form/FieldInput';
import type { FieldControl } from '../form/form-state';

type Props = { tool: ToolDef; busy: boolean; onCancel: () => void; onConfirm: (value: string) => void };

// The one value a list-wide tool needs (an invoice's number, a currency), in the form's own input.
export function ToolDialog({ tool, busy, onCancel, onConfirm }: Props) {
  const intl = useIntl();
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);
  const control: FieldControl = {
    name: tool.ask.name,
    value,
    onChange: (next: unknown) => {
      setValue(typeof next === 'string' ? next : '');
      setMissing(false);
    },
    onBlur: () => undefined,
    ref: () => undefined,
  };
  const label = intl.formatMessage(tool.label);
  return (
    <DialogForm
      title={label}
      submit={{ label, disabled: busy }}
      onSubmit={() => (value.trim() === '' ? setMissing(true) : onConfirm(value.trim()))}
      onDismiss={onCancel}
    >
      <Field
        label={intl.formatMessage(tool.ask.field.label)}
        required
        validationMessage={missing ? intl.formatMessage(VALIDATION_MESSAGES.required) : undefined}
      >
        <FieldInput field={tool.ask.field} control={control} invalid={missing} />
      </Field>
    </DialogForm>
  );
}

import { Field } from '@fluentui/react-components';
import type { FieldDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { translateText } from '../i18n/translate-text';
import { useFormColumn } from './column';
import { FieldInput } from './FieldInput';
import { useField, useFormContext } from './form-state';

type Props = { field: FieldDef; required: boolean };

// One field of the form, labelled, with its message (the schema's pt text read back to its id, or
// the server's own) and its value-dependent hint (the emission deadline of the chosen period).
// It reads only its own value and message: typing elsewhere does not render it.
export function FormField({ field, required }: Props) {
  const intl = useIntl();
  const { control, error } = useField(useFormContext(), field.name);
  const hint = field.hint?.(control.value);
  const styles = useFormColumn();
  return (
    <Field
      className={field.type === 'items' || field.input === 'checks' ? undefined : styles.narrow}
      label={intl.formatMessage(field.label)}
      required={field.input !== 'switch' && required}
      validationMessage={error ? translateText(intl, error) : undefined}
      hint={hint ? intl.formatMessage(hint, hint.values) : undefined}
    >
      <FieldInput field={field} control={control} invalid={error !== undefined} />
    </Field>
  );
}

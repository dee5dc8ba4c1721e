import { Field } from '@fluentui/react-components';
import { type FieldDef, offeredFor } from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { translateText } from '../i18n/translate-text';
import { useFormColumn } from './column';
import { FieldInput } from './FieldInput';
import { useField, useFormContext, useWatch } from './form-state';

type Props = { field: FieldDef; required: boolean };

// One field of the form, labelled, with its message (the schema's pt text read back to its id, or
// the server's own) and its value-dependent hint (the emission deadline of the chosen period).
// It reads only its own value and message (and the sibling its `when` names): typing elsewhere
// does not render it. A field its sibling makes meaningless is not offered and holds the value
// the contract takes then (an hourly_consumption agreement's share).
export function FormField({ field, required }: Props) {
  const intl = useIntl();
  const form = useFormContext();
  const { control, error } = useField(form, field.name);
  const [sibling] = useWatch(form, field.when ? [field.when.field] : []);
  const offered = field.when ? offeredFor(field.when, { [field.when.field]: sibling }) : true;
  const fixed = offered ? undefined : field.when?.otherwise;
  const { value, onChange } = control;
  useEffect(() => {
    if (fixed !== undefined && value !== fixed) onChange(fixed);
  }, [fixed, value, onChange]);
  const hint = field.hint?.(control.value);
  const styles = useFormColumn();
  if (!offered) return null;
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

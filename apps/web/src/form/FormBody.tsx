import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldDef, type FormMode, formFields, ptErrorMap, type ResourceName, resource } from '@rec/domain';
import { Controller, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import { translateText } from '../i18n/translate-text';
import { FieldInput } from './FieldInput';
import { formMessages as m } from './messages';
import { useSubmit } from './use-submit';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '640px' },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

type Props = {
  name: ResourceName;
  mode: FormMode;
  id: number | null;
  defaults: Record<string, unknown>;
  onDone: () => void;
};

// A field's value-dependent hint (e.g. the emission deadline of the chosen period).
const hintOf = (hint: FieldDef['hint'], value: unknown, intl: IntlShape): string | undefined => {
  const message = hint?.(value);
  return message ? intl.formatMessage(message, message.values) : undefined;
};

// The registry's fields for this call, validated by the domain's schema (pt messages mapped
// back to ids), sent through the registry's operation.
export function FormBody({ name, mode, id, defaults, onDone }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const fields = formFields(name, mode);
  const schema = resource(name).schemas[mode];
  // Checked when a field is left and again on every change after that: a message shows at once
  // and goes as soon as the value is right.
  const form = useForm<FieldValues>({
    ...(schema ? { resolver: zodResolver(schema, { error: ptErrorMap }) } : {}),
    defaultValues: defaults,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const shape = schema?.shape ?? {};
  const required = (field: string) => field in shape && !shape[field]?.safeParse(undefined).success;
  const submit = useSubmit({ name, mode, id, fields: fields.map((f) => f.name), setError: form.setError, onDone });
  const onSubmit = form.handleSubmit(submit);

  // The provider lets a bespoke input (a lookup) fill its sibling fields.
  return (
    <FormProvider {...form}>
      <form
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        aria-label={intl.formatMessage(resource(name).label)}
      >
        {fields.map((field) => (
          <Controller
            key={field.name}
            control={form.control}
            name={field.name}
            render={({ field: control, fieldState }) => (
              <Field
                label={intl.formatMessage(field.label)}
                required={field.input !== 'switch' && required(field.name)}
                validationMessage={
                  fieldState.error?.message ? translateText(intl, fieldState.error.message) : undefined
                }
                hint={hintOf(field.hint, control.value, intl)}
              >
                <FieldInput field={field} control={control} invalid={fieldState.invalid} />
              </Field>
            )}
          />
        ))}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {intl.formatMessage(form.formState.isSubmitting ? m.saving : m.save)}
          </Button>
          <Button onClick={onDone}>{intl.formatMessage(m.cancel)}</Button>
        </div>
      </form>
    </FormProvider>
  );
}

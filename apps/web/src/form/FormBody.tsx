import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  canAccess,
  type FieldDef,
  type FormMode,
  formSchemaOf,
  offeredFields,
  operationOf,
  ptErrorMap,
  type ResourceName,
  resource,
} from '@rec/domain';
import { lazy, Suspense, useState } from 'react';
import { Controller, type FieldValues, FormProvider, useForm } from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import { translateText } from '../i18n/translate-text';
import { useSession } from '../session/SessionProvider';
import { useUploadFiles } from '../show/use-upload-files';
import { FieldInput } from './FieldInput';
import { FormFiles } from './FormFiles';
import { formMessages as m } from './messages';
import { useSubmit } from './use-submit';

const ConfirmSummary = lazy(() => import('./ConfirmSummary').then((mod) => ({ default: mod.ConfirmSummary })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '640px' },
  actions: { display: 'flex', columnGap: tokens.spacingHorizontalM },
});

type Props = {
  name: ResourceName;
  mode: FormMode;
  id: number | null;
  defaults: Record<string, unknown>;
  // Fields the record's state keeps from changing: neither shown nor sent.
  frozen?: readonly string[];
  onDone: () => void;
};

// A field's value-dependent hint (e.g. the emission deadline of the chosen period).
const hintOf = (hint: FieldDef['hint'], value: unknown, intl: IntlShape): string | undefined => {
  const message = hint?.(value);
  return message ? intl.formatMessage(message, message.values) : undefined;
};

// The registry's fields for this call, validated by the domain's schema (pt messages mapped
// back to ids), sent through the registry's operation.
export function FormBody({ name, mode, id, defaults, frozen = [], onDone }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const { snapshot } = useSession();
  const fields = offeredFields(snapshot?.userType, name, mode).filter((f) => !frozen.includes(f.name));
  const def = resource(name);
  const schema = formSchemaOf(name, mode);
  // One key per intended write: a double click or a retry of this form books it once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  // A create the user confirms first (a retirement): the parsed values wait for the summary.
  const confirm = mode === 'create' ? def.confirmCreate : null;
  const [pending, setPending] = useState<FieldValues | null>(null);
  // Checked when a field is left and again on every change after that: a message shows at once
  // and goes as soon as the value is right.
  const form = useForm<FieldValues>({
    ...(schema ? { resolver: zodResolver(schema, { error: ptErrorMap }) } : {}),
    defaultValues: Object.fromEntries(Object.entries(defaults).filter(([k]) => !frozen.includes(k))),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const shape = schema?.shape ?? {};
  const required = (field: string) => field in shape && !shape[field]?.safeParse(undefined).success;
  // A new record of a resource with documents takes them with the form (register_enterprise).
  const files = def.files;
  const withFiles =
    mode === 'create' &&
    files !== null &&
    operationOf(name, files.upload) !== undefined &&
    canAccess(snapshot?.userType, { resource: name, action: 'edit' });
  const [staged, setStaged] = useState<File[]>([]);
  const uploader = useUploadFiles(name, 0);
  const submit = useSubmit({
    name,
    mode,
    id,
    fields: fields.map((f) => f.name),
    setError: form.setError,
    onDone,
    afterCreate: withFiles && staged.length > 0 ? (created) => uploader.start(staged, created) : undefined,
    idempotencyKey,
  });
  const onSubmit = form.handleSubmit(confirm ? async (values) => setPending(values) : submit);
  const [sending, setSending] = useState(false);
  const confirmed = async () => {
    if (!pending) return;
    setSending(true);
    await submit(pending);
    setSending(false);
    setPending(null);
  };

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
        {withFiles ? <FormFiles onFiles={setStaged} progress={uploader.progress} onCancel={uploader.cancel} /> : null}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting}>
            {intl.formatMessage(form.formState.isSubmitting ? m.saving : confirm ? m.review : m.save)}
          </Button>
          <Button onClick={onDone}>{intl.formatMessage(m.cancel)}</Button>
        </div>
      </form>
      {confirm && pending ? (
        <Suspense fallback={null}>
          <ConfirmSummary
            confirm={confirm}
            fields={fields}
            values={form.getValues()}
            busy={sending}
            onCancel={() => setPending(null)}
            onConfirm={() => void confirmed()}
          />
        </Suspense>
      ) : null}
    </FormProvider>
  );
}

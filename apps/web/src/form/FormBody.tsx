import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  canAccess,
  type FormMode,
  formSchemaOf,
  offeredFields,
  operationOf,
  type ResourceName,
  resource,
  revealLabel,
} from '@rec/domain';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionProvider';
import { useUploadFiles } from '../show/use-upload-files';
import { FormField } from './FormField';
import { FormFiles } from './FormFiles';
import type { FormExtra } from './form-extra';
import { FormContext, type FormValues, useFormState, useSubmitting } from './form-state';
import { formMessages as m } from './messages';
import { useSubmit } from './use-submit';

const ConfirmSummary = lazy(() => import('./ConfirmSummary').then((mod) => ({ default: mod.ConfirmSummary })));
const SecretDialog = lazy(() => import('../actions/SecretDialog').then((mod) => ({ default: mod.SecretDialog })));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
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
  // Inputs a bespoke screen adds for a key the schema leaves out (form-extra.ts).
  extra?: FormExtra | undefined;
};

// The registry's fields for this call, validated by the domain's schema (pt messages mapped
// back to ids), sent through the registry's operation.
export function FormBody({ name, mode, id, defaults, frozen = [], onDone, extra }: Props) {
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
  const [pending, setPending] = useState<FormValues | null>(null);
  // Checked when a field is left and again on every change after that: a message shows at once
  // and goes as soon as the value is right (form-store.ts).
  const form = useFormState({
    schema,
    defaults: Object.fromEntries(Object.entries(defaults).filter(([k]) => !frozen.includes(k))),
  });
  const submitting = useSubmitting(form);
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
  // The new record's shown-once secret, held only until its dialog closes (then the form is left).
  const [secret, setSecret] = useState<string | null>(null);
  const submit = useSubmit({
    name,
    mode,
    id,
    fields: fields.map((f) => f.name),
    setError: form.setError,
    onDone,
    afterCreate: withFiles && staged.length > 0 ? (created) => uploader.start(staged, created) : undefined,
    idempotencyKey,
    refusal: extra?.refusal,
    onReveal: setSecret,
  });
  const accept = (values: FormValues) => {
    const added = extra ? extra.body(values) : {};
    if (added === null) return;
    const body = { ...values, ...added };
    return confirm ? setPending(body) : submit(body);
  };
  const checked = form.handleSubmit(accept);
  const onSubmit = (event: { preventDefault: () => void }) => {
    extra?.touch();
    return checked(event);
  };
  const [sending, setSending] = useState(false);
  const confirmed = async () => {
    if (!pending) return;
    setSending(true);
    await submit(pending);
    setSending(false);
    setPending(null);
  };

  // The context lets a bespoke input (a lookup) fill its sibling fields.
  return (
    <FormContext value={form}>
      <form
        className={styles.form}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={intl.formatMessage(resource(name).label)}
      >
        {fields.map((field) => (
          <FormField key={field.name} field={field} required={required(field.name)} />
        ))}
        {extra?.node}
        {withFiles ? <FormFiles onFiles={setStaged} progress={uploader.progress} onCancel={uploader.cancel} /> : null}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={submitting}>
            {intl.formatMessage(submitting ? m.saving : confirm ? m.review : m.save)}
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
      {secret !== null && def.createReveals ? (
        <Suspense fallback={null}>
          <SecretDialog
            label={revealLabel(name, def.createReveals)}
            secret={secret}
            onClose={() => {
              setSecret(null);
              onDone();
            }}
          />
        </Suspense>
      ) : null}
    </FormContext>
  );
}

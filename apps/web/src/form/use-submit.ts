import {
  type DomainError,
  FAILURE_MESSAGES,
  type FormMode,
  messageFor,
  type ResourceName,
  resource,
  resourceApi,
  revealedIn,
  toDomainError,
} from '@rec/domain';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';
import { translate } from '../i18n/translate';
import { useNotify } from '../notify/NotifyProvider';
import type { FormStore, FormValues } from './form-state';
import { formMessages as m } from './messages';
import { placeServerErrors } from './server-errors';

type Options = {
  name: ResourceName;
  mode: FormMode;
  id: number | null;
  fields: string[];
  setError: FormStore['setError'];
  onDone: () => void;
  // Runs once a new record exists (its documents are sent), before the form is left.
  afterCreate?: ((id: number) => Promise<boolean>) | undefined;
  // The write's Idempotency-Key: the same for every retry of this form's one intended write.
  idempotencyKey?: string;
  // A refusal about inputs a bespoke screen added (form-extra.ts): their messages, or null.
  refusal?: ((error: DomainError) => Record<string, string> | null) | undefined;
  // The secret a create answers this once (the resource's `createReveals`): shown by the caller,
  // which leaves the form when its dialog closes, instead of onDone now.
  onReveal?: (secret: string) => void;
};

// Sends the parsed body. Server field errors land on their inputs; the catalogue's message
// for the failure goes to the snackbar (ADR 0003).
export const useSubmit = ({
  name,
  mode,
  id,
  fields,
  setError,
  onDone,
  afterCreate,
  idempotencyKey,
  refusal,
  onReveal,
}: Options) => {
  const intl = useIntl();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const api = useApi();
  const action = mode === 'create' ? 'create' : 'edit';
  const def = resource(name);
  // A ledger movement (a transfer) names its failure first, then the cause.
  const failureTitle = def.refusal ? FAILURE_MESSAGES[name][action] : undefined;
  return async (values: FormValues) => {
    const client = resourceApi(api, name);
    try {
      const answer =
        mode === 'edit' && id !== null ? await client.update(id, values) : await client.create(values, idempotencyKey);
      // A 2xx that still refuses (a transfer's status false) shows why and keeps the form.
      const refused = mode === 'create' ? def.refusal?.(answer) : undefined;
      if (refused) {
        notify(
          failureTitle && refused !== failureTitle ? { title: failureTitle, message: refused } : { message: refused },
        );
        return;
      }
      const created = answer as { id?: unknown } | undefined;
      if (mode === 'create' && afterCreate && typeof created?.id === 'number') await afterCreate(created.id);
      notify({ message: m.saved, intent: 'success' });
      // The list the user returns to must show the change, not a page cached a moment ago.
      await mutate((key) => Array.isArray(key) && key[0] === name);
      const secret = mode === 'create' ? revealedIn(answer, def.createReveals) : null;
      if (secret !== null && onReveal) onReveal(secret);
      else onDone();
    } catch (error) {
      const domain = toDomainError(error);
      const added = refusal?.(domain);
      if (added) {
        for (const [field, message] of Object.entries(added)) setError(field, message);
        return;
      }
      // Codes that belong under one input (CEG_NOT_FOUND, CEG_HAS_ALREADY_BEEN_USED on the CEG field).
      const owner = domain.code ? resource(name).fieldErrors[domain.code] : undefined;
      if (owner && fields.includes(owner)) {
        const text = (domain.code && resource(name).fieldErrorTexts[domain.code]) || messageFor(domain);
        setError(owner, translate(intl, text), { focus: true });
        return;
      }
      const placed = placeServerErrors(domain, fields);
      for (const [field, message] of Object.entries(placed.onFields)) setError(field, message);
      if (placed.duplicateOn) {
        // §8: a taken e-mail says 'E-mail já cadastrado', under the field and in the snackbar.
        const onEmail = resource(name).fields.find((f) => f.name === placed.duplicateOn)?.type === 'email';
        const text = onEmail ? translate(intl, messageFor(domain)) : intl.formatMessage(m.duplicate);
        setError(placed.duplicateOn, text);
        // The catalogue reads every duplicate as an e-mail (§8's legacy code); another field is not.
        notify({
          message: onEmail
            ? messageFor(domain)
            : (FAILURE_MESSAGES[name][action] ?? messageFor(domain, { resource: name, action })),
        });
        return;
      }
      const cause = messageFor(domain, { resource: name, action });
      notify(failureTitle && cause !== failureTitle ? { title: failureTitle, message: cause } : { message: cause });
    }
  };
};

import { Spinner } from '@fluentui/react-components';
import {
  canEditRecord,
  type FormMode,
  GENERIC_MESSAGES,
  messageFor,
  NOT_FOUND_MESSAGES,
  type ResourceName,
  resource,
} from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { recordName } from '../list/cells';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { useRecord } from '../show/use-record';
import { initialValues } from './defaults';
import { FormBody } from './FormBody';
import { formMessages as m } from './messages';

// Create (no id) or edit (?id=…) one record of a registry resource.
export function ResourceForm({ name }: { name: ResourceName }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const route = useCurrentRoute();
  const { snapshot } = useSession();
  const def = resource(name);
  const { id, record } = useRecord(name);
  const mode: FormMode = id === null ? 'create' : 'edit';
  const listPath = siblingRoute(route, name, 'list')?.path ?? '/';
  const unsupported = !def.schemas[mode];
  // An enterprise is edited only once approved (§4): before that it "does not exist" here.
  const locked = record.data !== undefined && !canEditRecord(snapshot?.userType, name, record.data);

  // A failed get-by-id says "not found" and goes back to the list; so does a mode the resource
  // has no call for (settings are never created) and a record its state keeps from editing.
  useEffect(() => {
    if (!record.error && !unsupported && !locked) return;
    if (record.error) notify({ message: messageFor(record.error, { resource: name, action: 'show' }) });
    else if (locked) notify({ message: NOT_FOUND_MESSAGES[name] ?? GENERIC_MESSAGES.notFound });
    navigate(listPath, { replace: true });
  }, [record.error, unsupported, locked, listPath, name, navigate, notify]);

  const resourceLabel = intl.formatMessage(def.label);
  const title =
    mode === 'create'
      ? intl.formatMessage(m.newTitle, { resource: resourceLabel })
      : intl.formatMessage(m.editTitle, {
          resource: resourceLabel,
          name: record.data ? recordName(intl, def.title, record.data) : '',
        });
  if (unsupported || locked) return null;
  return (
    <>
      <PageHeader title={title} />
      {mode === 'edit' && !record.data ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : (
        <FormBody
          key={id ?? 'new'}
          name={name}
          mode={mode}
          id={id}
          defaults={initialValues(name, mode, record.data)}
          onDone={() => navigate(listPath)}
        />
      )}
    </>
  );
}

import { Spinner } from '@fluentui/react-components';
import { type FormMode, messageFor, type ResourceName, resource, resourceApi } from '@rec/domain';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { api } from '../app/api';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { recordName } from '../list/cells';
import { useNotify } from '../notify/NotifyProvider';
import { initialValues } from './defaults';
import { FormBody } from './FormBody';
import { formMessages as m } from './messages';

const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

// Create (no id) or edit (?id=…) one record of a registry resource.
export function ResourceForm({ name }: { name: ResourceName }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params] = useSearchParams();
  const route = useCurrentRoute();
  const def = resource(name);
  const id = idOf(params.get('id'));
  const mode: FormMode = id === null ? 'create' : 'edit';
  const listPath = siblingRoute(route, name, 'list')?.path ?? '/';
  const client = useMemo(() => resourceApi(api, name), [name]);
  const record = useSWR(id === null ? null : [name, 'show', id], () => client.get(id ?? 0), {
    revalidateOnFocus: false,
  });
  const unsupported = !def.schemas[mode];

  // A failed get-by-id says "not found" and goes back to the list; so does a mode the
  // resource has no call for (settings are never created).
  useEffect(() => {
    if (!record.error && !unsupported) return;
    if (record.error) notify({ message: messageFor(record.error, { resource: name, action: 'show' }) });
    navigate(listPath, { replace: true });
  }, [record.error, unsupported, listPath, name, navigate, notify]);

  const resourceLabel = intl.formatMessage(def.label);
  const title =
    mode === 'create'
      ? intl.formatMessage(m.newTitle, { resource: resourceLabel })
      : intl.formatMessage(m.editTitle, {
          resource: resourceLabel,
          name: record.data ? recordName(intl, def.title, record.data) : '',
        });
  if (unsupported) return null;
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

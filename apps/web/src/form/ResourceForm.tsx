import { Spinner } from '@fluentui/react-components';
import {
  canEditRecord,
  type FormMode,
  formFields,
  formSchemaOf,
  frozenFields,
  GENERIC_MESSAGES,
  messageFor,
  NOT_FOUND_MESSAGES,
  type ResourceName,
  resource,
} from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { recordName } from '../list/cells';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { DetailSection } from '../show/DetailSection';
import { useRecord } from '../show/use-record';
import { initialValues } from './defaults';
import { FormBody } from './FormBody';
import type { FormExtra } from './form-extra';
import { formMessages as m } from './messages';
import { RequirementGate } from './RequirementGate';

// Create (no id) or edit (?id=…) one record of a registry resource. `titled={false}`: the screen
// around it writes the title (a choice between this form and another above it, as the hourly
// moves' Mensal / Horária, stays mounted while the form below changes).
export function ResourceForm({
  name,
  titled = true,
  extra,
  donePath,
}: {
  name: ResourceName;
  titled?: boolean;
  // Where a saved record leads when not to the resource's first list (a sent offer: the sent ones).
  donePath?: string | undefined;
  // Inputs a bespoke screen adds (the automation rule's hours, form-extra.ts).
  extra?: FormExtra | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const route = useCurrentRoute();
  const { snapshot } = useSession();
  const def = resource(name);
  const { id, record } = useRecord(name);
  const [params] = useSearchParams();
  // A screen may open a new record half filled (the CCEE report's "map this share" link).
  const prefill = Object.fromEntries(
    formFields(name, 'create').flatMap((f) => (params.get(f.name) ? [[f.name, params.get(f.name)]] : [])),
  );
  const mode: FormMode = id === null ? 'create' : 'edit';
  const listPath = siblingRoute(route, name, 'list')?.path ?? '/';
  const unsupported = !formSchemaOf(name, mode);
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

  // Fields the address fills (?id= is the registrant of a new connection), else the user's own.
  const filled = Object.fromEntries(
    Object.entries(route?.fill ?? {}).map(([field, param]) => [
      field,
      params.get(param) ?? (route?.own ? String(snapshot?.[route.own] ?? '') : ''),
    ]),
  );
  const resourceLabel = intl.formatMessage(def.label);
  // A request (register_enterprise) and a form the address fills (a registrant's new connection)
  // are titled by their route: they are more than a new record.
  const title =
    mode === 'create' && (route?.action === 'send' || route?.fill)
      ? intl.formatMessage(route.label)
      : mode === 'create'
        ? intl.formatMessage(m.newTitle, { resource: resourceLabel })
        : intl.formatMessage(m.editTitle, {
            resource: resourceLabel,
            name: record.data ? recordName(intl, def.title, record.data) : '',
          });
  if (unsupported || locked) return null;
  // An edit shows the record's detail sections (what the form does not change) above its inputs.
  const data = mode === 'edit' ? record.data : undefined;
  return (
    <>
      {titled ? <PageHeader title={title} /> : null}
      {data
        ? def.detail.map((section) => (
            <DetailSection key={section.key} section={section} fields={def.fields} record={data} />
          ))
        : null}
      {mode === 'edit' && !record.data ? (
        <Spinner label={intl.formatMessage(m.loading)} />
      ) : (
        <RequirementGate requirement={mode === 'create' ? def.requires : null}>
          <FormBody
            key={id ?? 'new'}
            name={name}
            mode={mode}
            id={id}
            defaults={{ ...initialValues(name, mode, mode === 'create' ? prefill : record.data), ...filled }}
            frozen={record.data ? frozenFields(name, record.data) : []}
            onDone={() => navigate(donePath ?? listPath)}
            extra={extra}
          />
        </RequirementGate>
      )}
    </>
  );
}

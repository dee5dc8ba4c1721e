import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { Edit20Regular } from '@fluentui/react-icons';
import { canAccess, canEditRecord, hiddenFor, messageFor, type ResourceName, resource } from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { RecordActions } from '../actions/RecordActions';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { recordName } from '../list/cells';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { ActivityPanel } from './ActivityPanel';
import { DetailSection } from './DetailSection';
import { FilesPanel } from './FilesPanel';
import { detailMessages as m } from './messages';
import { RelatedList } from './RelatedList';
import { useRecord } from './use-record';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

// One record: its sections of fields, its files, and what the user may do to it now.
export function ResourceDetail({ name }: { name: ResourceName }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const route = useCurrentRoute();
  const { snapshot } = useSession();
  const def = resource(name);
  const { id, record } = useRecord(name);
  const list = siblingRoute(route, name, 'list')?.path ?? null;
  const listPath = list ?? '/';
  const formPath = siblingRoute(route, name, 'form', 'edit')?.path ?? null;

  // A failed get-by-id (or no id) says "not found" and goes back to the list.
  useEffect(() => {
    if (id !== null && !record.error) return;
    notify({ message: messageFor(record.error ?? { response: { status: 404 } }, { resource: name, action: 'show' }) });
    navigate(listPath, { replace: true });
  }, [id, record.error, listPath, name, navigate, notify]);

  const data = record.data;
  // The user's own organisation (`registrant`) is titled by its route: 'Dados cadastrais: …'; so
  // is a route that says what the record is to its reader ('Detalhes do empreendimento: …').
  const title = intl.formatMessage(m.title, {
    resource: intl.formatMessage(route?.own || route?.titled ? route.label : def.label),
    name: data ? recordName(intl, def.title, data) : '',
  });
  if (!data) return <Spinner label={intl.formatMessage(m.loading)} />;
  const role = snapshot?.userType;
  const editable = formPath && canEditRecord(role, name, data);
  const actions = (
    <div className={styles.actions}>
      {editable ? (
        <Button icon={<Edit20Regular />} onClick={() => navigate(`${formPath}?id=${String(data.id)}`)}>
          {intl.formatMessage(m.edit)}
        </Button>
      ) : null}
      <RecordActions name={name} record={data} title={recordName(intl, def.title, data)} />
    </div>
  );
  return (
    <div className={styles.page}>
      <PageHeader title={title} actions={actions} />
      {def.detail.map((section) => (
        <DetailSection
          key={section.key}
          section={section}
          fields={def.fields.filter((f) => !hiddenFor(role, name).includes(f.name))}
          record={data}
        />
      ))}
      {def.activity ? <ActivityPanel name={name} record={data} /> : null}
      <FilesPanel name={name} record={data} canUpload={canAccess(role, { resource: name, action: 'edit' })} />
      {def.related.map((related) => (
        <RelatedList key={related.key} related={related} id={Number(data.id)} />
      ))}
      {list ? (
        <div>
          <Button appearance="secondary" onClick={() => navigate(list)}>
            {intl.formatMessage(m.back)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

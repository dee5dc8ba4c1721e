import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { canAccess, listColumns, messageFor, type ResourceName, resource } from '@rec/domain';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { useSession } from '../session/SessionProvider';
import { recordName } from './cells';
import { DeleteDialog } from './DeleteDialog';
import { ListStatus } from './ListStatus';
import { ListToolbar } from './ListToolbar';
import { listMessages as m } from './messages';
import { Pager } from './Pager';
import { ResourceGrid } from './ResourceGrid';
import { RowActions } from './RowActions';
import { useDelete } from './use-delete';
import { useExport } from './use-export';
import { useList } from './use-list';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

// The generic list of a registry resource: what it shows and allows comes from the domain
// (columns, labels, calls, policy), never from the screen.
export function ResourceList({ name }: { name: ResourceName }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { snapshot } = useSession();
  const route = useCurrentRoute();
  const def = resource(name);
  const list = useList(name);
  const fields = useMemo(() => listColumns(name), [name]);
  const [visible, setVisible] = useState(() => fields.map((f) => f.name));
  const shown = fields.filter((f) => visible.includes(f.name));
  const title = route ? intl.formatMessage(route.label) : intl.formatMessage(def.label);
  const formPath = siblingRoute(route, name, 'form')?.path ?? null;
  const may = (action: 'create' | 'edit' | 'delete') =>
    canAccess(snapshot?.userType, { resource: name, action }) && list.client.has(action);
  const exporter = useExport({ name, client: list.client, fields: shown, total: list.total, search: list.term, title });
  const remover = useDelete(name, list.client, () => void list.query.mutate());
  // Rebuilt each render: cheap, and the grid's columns follow the user's rights and language.
  const actions = (row: Record<string, unknown>) => (
    <RowActions
      name={recordName(intl, def.title, row)}
      editPath={formPath && may('edit') ? `${formPath}?id=${String(row.id)}` : null}
      onDelete={
        may('delete') ? () => remover.ask({ id: Number(row.id), name: recordName(intl, def.title, row) }) : null
      }
    />
  );
  const error = list.query.error ? messageFor(list.query.error, { resource: name, action: 'list' }) : null;
  const create =
    formPath && may('create') ? (
      <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(formPath)}>
        {intl.formatMessage(m.create)}
      </Button>
    ) : null;

  return (
    <section className={styles.section} aria-label={title}>
      <PageHeader title={title} actions={create} />
      <ListToolbar
        search={list.search}
        onSearch={list.setSearch}
        amount={list.amount}
        onAmount={list.setAmount}
        fields={fields}
        visible={visible}
        onVisible={setVisible}
        exporting={exporter.exporting}
        onExport={() => void exporter.run()}
      />
      <ListStatus
        loading={list.query.isLoading}
        error={error}
        empty={!list.query.isLoading && !error && list.rows.length === 0}
        search={list.term}
        onRetry={() => void list.query.mutate()}
      />
      {!error && list.rows.length > 0 ? (
        <ResourceGrid
          label={title}
          columns={shown}
          rows={list.rows}
          actions={formPath || may('delete') ? actions : undefined}
        />
      ) : null}
      <Pager
        page={list.page}
        pages={list.pages}
        amount={list.amount}
        total={list.total}
        estimated={list.estimated}
        count={list.rows.length}
        onPage={list.setPage}
      />
      <DeleteDialog
        name={remover.target?.name ?? null}
        busy={remover.busy}
        onCancel={remover.cancel}
        onConfirm={() => void remover.confirm()}
      />
    </section>
  );
}

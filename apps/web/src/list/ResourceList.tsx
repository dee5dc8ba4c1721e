import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular, ArrowUpload20Regular } from '@fluentui/react-icons';
import {
  canAccess,
  canEditRecord,
  canSelect,
  canShowRecord,
  hiddenFor,
  listColumns,
  messageFor,
  type ResourceName,
  recordActions,
  resource,
} from '@rec/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { rowRoutes, siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { useSession } from '../session/SessionProvider';
import { ListTools } from '../tools/ListTools';
import { BulkBar } from './BulkBar';
import { recordName } from './cells';
import { FilterBar } from './FilterBar';
import { ListStatus } from './ListStatus';
import { ListToolbar } from './ListToolbar';
import { listMessages as m } from './messages';
import { Pager } from './Pager';
import { ResourceGrid } from './ResourceGrid';
import { RowActions } from './RowActions';
import { useDelete } from './use-delete';
import { useExport } from './use-export';
import { useList } from './use-list';

const DeleteDialog = lazy(() => import('./DeleteDialog').then((mod) => ({ default: mod.DeleteDialog })));

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  header: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

type Row = Record<string, unknown>;

// The generic list of a registry resource: what it shows and allows comes from the domain
// (columns, filters, sort, labels, calls, policy, record actions), never from the screen.
export function ResourceList({ name }: { name: ResourceName }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { snapshot } = useSession();
  const route = useCurrentRoute();
  const def = resource(name);
  const preset = route?.preset ?? null;
  const list = useList(name, preset);
  const role = snapshot?.userType;
  const fields = useMemo(() => listColumns(name).filter((f) => !hiddenFor(role, name).includes(f.name)), [name, role]);
  // A field the role's tree never sees (its own organisation) is no filter of its either.
  const filters = useMemo(() => def.filters.filter((f) => !hiddenFor(role, name).includes(f.name)), [def, name, role]);
  const [visible, setVisible] = useState(() =>
    fields.map((f) => f.name).filter((f) => (route?.columns ?? def.listed)?.includes(f) ?? true),
  );
  const shown = fields.filter((f) => visible.includes(f.name));
  // The selection is of this page's rows; a new page, filter or refresh starts it again.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const pageRows = list.rows.filter((row) => selected.has(String(row.id)));
  const title = route ? intl.formatMessage(route.label) : intl.formatMessage(def.label);
  const formPath = siblingRoute(route, name, 'form', 'create')?.path ?? null;
  const editFormPath = siblingRoute(route, name, 'form', 'edit')?.path ?? null;
  const showPath = siblingRoute(route, name, 'show')?.path ?? null;
  // A resource with an import screen (share mappings seeded from a file) offers it beside "new".
  const importPath = siblingRoute(route, name, 'import')?.path ?? null;
  const pages = rowRoutes(route, name).filter((page) =>
    canAccess(role, { resource: name, action: page.action ?? 'show' }),
  );
  const may = (action: 'create' | 'delete' | 'import') =>
    canAccess(role, { resource: name, action }) && list.client.has(action);
  const exporter = useExport({ name, fields: shown, query: list.listQuery });
  const remover = useDelete(name, list.client, () => void list.query.mutate());
  const actions = (row: Row) => {
    const label = recordName(intl, def.title, row);
    return (
      <RowActions
        resource={name}
        record={row}
        name={label}
        showPath={showPath && canShowRecord(role, name, row) ? `${showPath}?id=${String(row.id)}` : null}
        editPath={editFormPath && canEditRecord(role, name, row) ? `${editFormPath}?id=${String(row.id)}` : null}
        onDelete={may('delete') ? () => remover.ask({ id: Number(row.id), name: label }) : null}
        pages={pages.map((page) => ({
          key: page.key,
          label: intl.formatMessage(page.label),
          path: `${page.path}?id=${String(row.id)}`,
        }))}
      />
    );
  };
  // A read-only list (the residual mix) has no actions column at all, nor a page of rows none of
  // which the user may act on (issue 36 item 15).
  const rowActions =
    showPath || editFormPath || pages.length > 0 || may('delete') || def.actions.length > 0 ? actions : undefined;
  const acts = (row: Row) =>
    pages.length > 0 ||
    Boolean(showPath && canShowRecord(role, name, row)) ||
    Boolean(editFormPath && canEditRecord(role, name, row)) ||
    may('delete') ||
    recordActions(role, name, row).length > 0;
  const error = list.query.error ? messageFor(list.query.error, { resource: name, action: 'list' }) : null;
  const create =
    formPath && may('create') && !preset ? (
      <Button appearance="primary" icon={<Add20Regular />} onClick={() => navigate(formPath)}>
        {intl.formatMessage(m.create)}
      </Button>
    ) : null;
  const importer =
    importPath && may('import') && !preset ? (
      <Button icon={<ArrowUpload20Regular />} onClick={() => navigate(importPath)}>
        {intl.formatMessage(m.import)}
      </Button>
    ) : null;
  const header = (
    <div className={styles.header}>
      <ListTools name={name} />
      {importer}
      {create}
    </div>
  );

  return (
    <section className={styles.section} aria-label={title}>
      <PageHeader title={title} actions={header} />
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
      <FilterBar
        filters={filters}
        values={list.filters}
        fixed={Object.keys(preset ?? {})}
        narrow={route?.narrow ?? null}
        onChange={list.setFilter}
      />
      <ListStatus
        loading={list.query.isLoading}
        error={error}
        empty={!list.query.isLoading && !error && list.rows.length === 0}
        search={list.term}
        onRetry={() => void list.query.mutate()}
      />
      <BulkBar name={name} selected={pageRows} onDone={() => setSelected(new Set())} />
      {!error && list.rows.length > 0 ? (
        <ResourceGrid
          label={title}
          columns={shown}
          rows={list.rows}
          sortable={def.sortable}
          sort={{ column: list.sort, order: list.order }}
          onSort={list.setSort}
          actions={rowActions}
          acts={acts}
          {...(canSelect(role, name)
            ? {
                selection: {
                  selected,
                  onChange: setSelected,
                  name: (row: Row) => recordName(intl, def.title, row),
                },
              }
            : {})}
        />
      ) : null}
      {/* Until the first page answers there is no range to show ("0–0 de 0" would be a false figure). */}
      {list.query.isLoading ? null : (
        <Pager
          page={list.page}
          pages={list.pages}
          amount={list.amount}
          total={list.total}
          estimated={list.estimated}
          count={list.rows.length}
          onPage={list.setPage}
        />
      )}
      {remover.target ? (
        <Suspense fallback={null}>
          <DeleteDialog
            name={remover.target.name}
            busy={remover.busy}
            onCancel={remover.cancel}
            onConfirm={() => void remover.confirm()}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

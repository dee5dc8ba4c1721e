import { Text } from '@fluentui/react-components';
import {
  canAccess,
  isResourceName,
  listColumns,
  type RelatedList as Related,
  type ResourceName,
  recordActions,
  resource,
  resourceApi,
} from '@rec/domain';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { RecordActions } from '../actions/RecordActions';
import { useApi } from '../app/ApiProvider';
import { useResources } from '../app/use-resources';
import { Panel } from '../components/Panel';
import { recordName } from '../list/cells';
import { listMessages } from '../list/messages';
import { ResourceGrid } from '../list/ResourceGrid';
import { useSession } from '../session/SessionProvider';

// The newest rows of another resource that belong to this record, with what may be done to them
// (an approved emission's PDF on its plant's page).
export function RelatedList({ related, id }: { related: Related; id: number }) {
  const intl = useIntl();
  const api = useApi();
  const role = useSession().snapshot?.userType;
  const name = related.resource as ResourceName;
  const known = isResourceName(name);
  const may = known && canAccess(role, { resource: name, action: 'list' });
  useResources(...(may ? [name] : []));
  const rows = useSWR(may ? [name, 'related', related.by, id] : null, () =>
    resourceApi(api, name).list({ page: 1, amount: 10, [related.by]: id }),
  );
  if (!may) return null;
  const def = resource(name);
  const label = intl.formatMessage(related.label);
  // The record itself is not a column: business_id filters, business_name would repeat the title.
  const own = related.by.replace(/_id$/, '_');
  const columns = listColumns(name).filter(
    (f) => f.name !== related.by && !f.name.startsWith(own) && (def.listed?.includes(f.name) ?? true),
  );
  const data = rows.data?.data ?? [];
  return (
    <Panel title={label}>
      {data.length === 0 ? (
        <Text>{intl.formatMessage(rows.isLoading ? listMessages.loading : listMessages.empty)}</Text>
      ) : (
        <ResourceGrid
          label={label}
          columns={columns}
          rows={data}
          sortable={[]}
          sort={{ column: null, order: 'asc' }}
          onSort={() => undefined}
          acts={(row) => recordActions(role, name, row).length > 0}
          actions={(row) => (
            <RecordActions name={name} record={row} title={recordName(intl, def.title, row)} size="small" />
          )}
        />
      )}
    </Panel>
  );
}

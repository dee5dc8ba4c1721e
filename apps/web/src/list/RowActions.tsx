import { DataBarVertical20Regular, Delete20Regular, Edit20Regular, Open20Regular } from '@fluentui/react-icons';
import type { ApiRecord, ResourceName } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { actionMessages as a } from '../actions/messages';
import { RecordActions } from '../actions/RecordActions';
import type { RowItem } from '../actions/row-items';
import { listMessages as m } from './messages';

type Props = {
  resource: ResourceName;
  record: ApiRecord;
  name: string;
  showPath: string | null;
  editPath: string | null;
  onDelete: (() => void) | null;
  // Pages about this record opened from its row (a beneficiary's coverage), already with ?id=.
  pages?: readonly { key: string; label: string; path: string }[];
};

// A row's actions: its record actions, and its detail page, edit and delete when allowed; one
// of them as a button, the rest in the row's "…" menu (actions/row-items.ts).
export function RowActions({ resource, record, name, showPath, editPath, onDelete, pages = [] }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const links: RowItem[] = [];
  if (showPath)
    links.push({
      key: '__details',
      label: intl.formatMessage(a.detailsShort),
      name: intl.formatMessage(a.details, { name }),
      icon: <Open20Regular />,
      onClick: () => navigate(showPath),
    });
  for (const page of pages)
    links.push({
      key: page.key,
      label: page.label,
      name: intl.formatMessage(a.title, { action: page.label, name }),
      icon: <DataBarVertical20Regular />,
      onClick: () => navigate(page.path),
    });
  if (editPath)
    links.push({
      key: '__edit',
      label: intl.formatMessage(m.editShort),
      name: intl.formatMessage(m.edit, { name }),
      icon: <Edit20Regular />,
      onClick: () => navigate(editPath),
    });
  if (onDelete)
    links.push({
      key: '__delete',
      label: intl.formatMessage(m.deleteShort),
      name: intl.formatMessage(m.delete, { name }),
      icon: <Delete20Regular />,
      onClick: onDelete,
    });
  return <RecordActions name={resource} record={record} title={name} size="small" links={links} />;
}

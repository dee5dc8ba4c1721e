import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, Open20Regular } from '@fluentui/react-icons';
import type { ApiRecord, ResourceName } from '@rec/domain';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { actionMessages as a } from '../actions/messages';
import { RecordActions } from '../actions/RecordActions';
import { listMessages as m } from './messages';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
});

type Props = {
  resource: ResourceName;
  record: ApiRecord;
  name: string;
  showPath: string | null;
  editPath: string | null;
  onDelete: (() => void) | null;
};

// A row's buttons: its detail page, edit and delete when allowed, and its record actions.
export function RowActions({ resource, record, name, showPath, editPath, onDelete }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const icon = (label: string, glyph: ReactElement, onClick: () => void) => (
    <Button appearance="subtle" icon={glyph} aria-label={label} title={label} onClick={onClick} />
  );
  return (
    <div className={styles.actions}>
      {showPath ? icon(intl.formatMessage(a.details, { name }), <Open20Regular />, () => navigate(showPath)) : null}
      {editPath ? icon(intl.formatMessage(m.edit, { name }), <Edit20Regular />, () => navigate(editPath)) : null}
      {onDelete ? icon(intl.formatMessage(m.delete, { name }), <Delete20Regular />, onDelete) : null}
      <RecordActions name={resource} record={record} title={name} size="small" />
    </div>
  );
}

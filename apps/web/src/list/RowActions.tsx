import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { listMessages as m } from './messages';

const useStyles = makeStyles({ actions: { display: 'flex', columnGap: tokens.spacingHorizontalXS } });

type Props = { name: string; editPath: string | null; onDelete: (() => void) | null };

export function RowActions({ name, editPath, onDelete }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  return (
    <div className={styles.actions}>
      {editPath ? (
        <Button
          appearance="subtle"
          icon={<Edit20Regular />}
          aria-label={intl.formatMessage(m.edit, { name })}
          title={intl.formatMessage(m.edit, { name })}
          onClick={() => navigate(editPath)}
        />
      ) : null}
      {onDelete ? (
        <Button
          appearance="subtle"
          icon={<Delete20Regular />}
          aria-label={intl.formatMessage(m.delete, { name })}
          title={intl.formatMessage(m.delete, { name })}
          onClick={onDelete}
        />
      ) : null}
    </div>
  );
}

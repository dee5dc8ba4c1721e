import { Button, Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { detailMessages } from '../show/messages';
import { useFormColumn } from './column';
import { FilePicker } from './FilePicker';
import { formMessages as m } from './messages';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  progress: { flexGrow: 1, minWidth: '160px' },
});

type Props = { onFiles: (files: File[]) => void; progress: number | null; onCancel: () => void };

// The documents of a new record (a plant's registration request): chosen with the form, sent to
// the resource's upload call once the record exists, with a progress bar the user can cancel.
export function FormFiles({ onFiles, progress, onCancel }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const column = useFormColumn();
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Field className={column.narrow} label={intl.formatMessage(m.documents)} hint={intl.formatMessage(m.documentsHint)}>
      {progress === null ? (
        <FilePicker multiple label={intl.formatMessage(m.chooseFiles)} onFiles={onFiles} />
      ) : (
        <div className={styles.row}>
          <ProgressBar
            className={styles.progress}
            value={progress}
            aria-label={intl.formatMessage(detailMessages.uploading, { percent })}
          />
          <Text>{intl.formatMessage(detailMessages.uploading, { percent })}</Text>
          <Button onClick={onCancel}>{intl.formatMessage(detailMessages.cancelUpload)}</Button>
        </div>
      )}
    </Field>
  );
}

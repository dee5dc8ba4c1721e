import { Button, Field, makeStyles, ProgressBar, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { FilePicker } from '../form/FilePicker';
import { formMessages } from '../form/messages';
import { importMessages as m } from './messages';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  bar: { flexGrow: 1, minWidth: '240px' },
});

type Props = { accept: readonly string[]; applied: boolean; onSend: (file: File) => void };

// Pick one file, then send it: the preview comes back from the server.
export function UploadStep({ accept, applied, onSend }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const [file, setFile] = useState<File | null>(null);
  return (
    <div className={styles.row}>
      <FilePicker
        label={intl.formatMessage(formMessages.chooseFile)}
        accept={accept.join(',')}
        onFiles={(files) => setFile(files[0] ?? null)}
      />
      <Button
        appearance="primary"
        icon={<ArrowUpload20Regular />}
        disabled={!file}
        onClick={() => file && onSend(file)}
      >
        {intl.formatMessage(applied ? m.sendApplied : m.send)}
      </Button>
    </div>
  );
}

// While the body travels the bar follows the bytes; once sent, the server reads the rows.
// A fetch has no bytes to follow: its bar only says that the server is working.
type ProgressProps = { progress: number | null; fetching: boolean; onCancel: () => void };

export function UploadProgress({ progress, fetching, onCancel }: ProgressProps) {
  const intl = useIntl();
  const styles = useStyles();
  const sent = progress === null || progress >= 1;
  const waiting = fetching ? m.fetching : m.reading;
  const label = sent
    ? intl.formatMessage(waiting)
    : intl.formatMessage(m.uploading, { percent: Math.round((progress ?? 0) * 100) });
  return (
    <div className={styles.row} role="status">
      <Field className={styles.bar} label={label} validationState="none">
        <ProgressBar value={sent ? undefined : (progress ?? 0)} thickness="large" aria-label={label} />
      </Field>
      <Button onClick={onCancel}>{intl.formatMessage(m.cancel)}</Button>
    </div>
  );
}

import { Button, Link, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { type ApiRecord, type ResourceName, resource } from '@rec/domain';
import { useIntl } from 'react-intl';
import { Panel } from '../components/Panel';
import { FilePicker } from '../form/FilePicker';
import { detailMessages as m } from './messages';
import { useDownloadFile } from './use-download-file';
import { useUploadFiles } from './use-upload-files';

const useStyles = makeStyles({
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  progress: { flexGrow: 1, minWidth: '160px' },
});

type StoredFile = { id: number; name: string; size: number };

const filesIn = (value: unknown): StoredFile[] =>
  Array.isArray(value)
    ? value.filter((f): f is StoredFile => typeof f === 'object' && f !== null && 'id' in f && 'name' in f)
    : [];

// A record's attached files, each downloadable, and more attached with a progress bar the user can cancel.
export function FilesPanel({ name, record, canUpload }: { name: ResourceName; record: ApiRecord; canUpload: boolean }) {
  const intl = useIntl();
  const styles = useStyles();
  const spec = resource(name).files;
  const uploader = useUploadFiles(name, Number(record.id));
  const downloader = useDownloadFile();
  if (!spec) return null;
  const files = filesIn(record[spec.field]);
  return (
    <Panel title={intl.formatMessage(m.files)}>
      {files.length === 0 ? (
        <Text>{intl.formatMessage(m.noFiles)}</Text>
      ) : (
        <ul className={styles.list}>
          {files.map((file) => (
            <li key={file.id}>
              <Link
                as="button"
                disabled={downloader.busy === file.id}
                aria-label={intl.formatMessage(m.download, { name: file.name })}
                onClick={() => void downloader.download(file)}
              >
                {file.name}
              </Link>{' '}
              ({intl.formatMessage(m.size, { size: intl.formatNumber(Math.ceil(file.size / 1024)) })})
            </li>
          ))}
        </ul>
      )}
      {canUpload ? (
        <div className={styles.row}>
          {uploader.progress === null ? (
            <FilePicker multiple label={intl.formatMessage(m.upload)} onFiles={(list) => void uploader.start(list)} />
          ) : (
            <>
              <ProgressBar
                className={styles.progress}
                value={uploader.progress}
                aria-label={intl.formatMessage(m.uploading, { percent: Math.round(uploader.progress * 100) })}
              />
              <Text>{intl.formatMessage(m.uploading, { percent: Math.round(uploader.progress * 100) })}</Text>
              <Button onClick={uploader.cancel}>{intl.formatMessage(m.cancelUpload)}</Button>
            </>
          )}
        </div>
      ) : null}
    </Panel>
  );
}

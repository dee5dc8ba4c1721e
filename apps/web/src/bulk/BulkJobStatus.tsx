import { Button, Field, MessageBar, MessageBarBody, MessageBarTitle, ProgressBar } from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { type BulkJob, bulkResult, formatMwh, type Locale } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { downloadBlob } from '../list/use-export';
import { useNotify } from '../notify/NotifyProvider';
import { bulkMessages as m } from './messages';
import { useBulkStyles } from './styles';

// The confirmed file's job: a bar while it books, then the outcome and the result file.
export function BulkJobStatus({ job }: { job: BulkJob }) {
  const intl = useIntl();
  const styles = useBulkStyles();
  const api = useApi();
  const notify = useNotify();
  const locale = intl.locale as Locale;
  const download = async () => {
    try {
      downloadBlob(await bulkResult(api, job.id), `resultado-lote-${job.id}.csv`);
    } catch {
      notify({ message: m.resultFailed });
    }
  };
  if (job.status === 'done')
    return (
      <div className={styles.part}>
        <MessageBar intent="success">
          <MessageBarBody>
            {intl.formatMessage(m.done, { total: job.valid, volume: formatMwh(job.total_volume, locale) })}
          </MessageBarBody>
        </MessageBar>
        <div className={styles.row}>
          <Button appearance="primary" icon={<ArrowDownload20Regular />} onClick={() => void download()}>
            {intl.formatMessage(m.result)}
          </Button>
        </div>
      </div>
    );
  if (job.status === 'failed')
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(m.failed)}</MessageBarTitle>
          {job.message}
        </MessageBarBody>
      </MessageBar>
    );
  const label =
    job.status === 'running'
      ? intl.formatMessage(m.running, { processed: job.processed, total: job.valid })
      : intl.formatMessage(m.queued);
  return (
    <Field label={label} validationState="none" role="status">
      <ProgressBar
        value={job.status === 'running' && job.valid ? job.processed / job.valid : undefined}
        thickness="large"
        aria-label={label}
      />
    </Field>
  );
}

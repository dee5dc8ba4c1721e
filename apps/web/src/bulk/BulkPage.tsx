import { Body1, Button, MessageBar, MessageBarBody, Radio, RadioGroup } from '@fluentui/react-components';
import { BULK_KINDS, type BulkKind } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { translate } from '../i18n/translate';
import { UploadProgress, UploadStep } from '../imports/UploadStep';
import { BulkJobStatus } from './BulkJobStatus';
import { BulkPreview } from './BulkPreview';
import { BulkTemplates } from './BulkTemplates';
import { bulkMessages as m } from './messages';
import { useBulkStyles } from './styles';
import { useBulk } from './use-bulk';

const ACCEPT = ['.csv', '.xlsx'];

// Bulk transfers and retirements by file (issue 41 item 3, ADR 0127): the kind, its templates, the
// upload, the preview (counts, volume per account or beneficiary, lines in error), the confirmation
// and the job's progress and result file. Bespoke: a file's preview and an async job are no list or form.
export function Component() {
  const intl = useIntl();
  const styles = useBulkStyles();
  const route = useCurrentRoute();
  const bulk = useBulk();
  const { preview, job } = bulk;
  const title = route ? intl.formatMessage(route.label) : '';
  const ready = preview && preview.invalid === 0 && preview.valid > 0;
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.page}>
        <Body1>{intl.formatMessage(m.intro)}</Body1>
        <RadioGroup
          layout="horizontal"
          aria-label={intl.formatMessage(m.kind)}
          value={bulk.kind}
          disabled={!!job}
          onChange={(_, data) => bulk.choose(data.value as BulkKind)}
        >
          {BULK_KINDS.map((k) => (
            <Radio key={k} value={k} label={intl.formatMessage(m[`kind.${k}`])} />
          ))}
        </RadioGroup>
        <BulkTemplates kind={bulk.kind} />
        {job ? null : bulk.progress === null ? (
          <UploadStep accept={ACCEPT} applied={false} onSend={(file) => void bulk.send(file)} />
        ) : (
          <UploadProgress progress={bulk.progress} fetching={false} onCancel={bulk.cancel} />
        )}
        {bulk.error ? (
          <MessageBar intent="error">
            <MessageBarBody>{translate(intl, bulk.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {preview ? <BulkPreview preview={preview} /> : null}
        {ready && !job ? (
          <div className={styles.row}>
            <Button appearance="primary" onClick={() => void bulk.confirm()}>
              {intl.formatMessage(m.confirm, { valid: preview.valid })}
            </Button>
          </div>
        ) : null}
        {job ? <BulkJobStatus job={job} /> : null}
        {job && (job.status === 'done' || job.status === 'failed') ? (
          <div className={styles.row}>
            <Button onClick={bulk.reset}>{intl.formatMessage(m.another)}</Button>
          </div>
        ) : null}
      </div>
    </>
  );
}

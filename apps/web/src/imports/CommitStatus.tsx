import {
  Field,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  makeStyles,
  mergeClasses,
  ProgressBar,
  Text,
  tokens,
} from '@fluentui/react-components';
import { BLOCKCHAIN_DETAILS_CODE, DEFAULT_TIME_ZONE } from '@rec/domain';
import { useIntl } from 'react-intl';
import { importMessages as m } from './messages';
import type { Job } from './types';

const useStyles = makeStyles({
  hash: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

// The commit's job as GET /imports/commit/{id} reports it: the rows written so far, then the
// outcome; code 5003 brings the anchor's details.
export function CommitProgress({ job }: { job: Job | null }) {
  const intl = useIntl();
  const label =
    !job || job.status === 'queued'
      ? intl.formatMessage(m.queued)
      : intl.formatMessage(m.committing, { processed: job.processed, total: job.total });
  const value = job && job.total > 0 ? job.processed / job.total : undefined;
  return (
    <Field label={label} role="status">
      <ProgressBar value={value} thickness="large" aria-label={label} />
    </Field>
  );
}

export function BlockchainDetails({ job }: { job: Job }) {
  const intl = useIntl();
  const styles = useStyles();
  if (job.code !== BLOCKCHAIN_DETAILS_CODE || !job.blockchain) return null;
  const { transactionHash, transactionDate } = job.blockchain;
  return (
    <MessageBar intent="info" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(m.blockchainTitle)}</MessageBarTitle>
        <dl className={styles.details}>
          <dt className={styles.term}>{intl.formatMessage(m.blockchainHash)}</dt>
          <dd className={mergeClasses(styles.value, styles.hash)}>{transactionHash}</dd>
          <dt className={styles.term}>{intl.formatMessage(m.blockchainDate)}</dt>
          <dd className={styles.value}>
            {transactionDate
              ? intl.formatDate(transactionDate, {
                  dateStyle: 'short',
                  timeStyle: 'medium',
                  timeZone: DEFAULT_TIME_ZONE,
                })
              : ''}
          </dd>
        </dl>
        <Text size={200}>{intl.formatMessage(m.blockchainNote)}</Text>
      </MessageBarBody>
    </MessageBar>
  );
}

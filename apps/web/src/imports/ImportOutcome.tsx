import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUndo20Regular } from '@fluentui/react-icons';
import { type ImportDef, ROUTES } from '@rec/domain';
import { useIntl } from 'react-intl';
import { AppLink } from '../components/AppLink';
import { isBuilt } from '../route/built';
import { BlockchainDetails, CommitProgress } from './CommitStatus';
import { importMessages as m } from './messages';
import type { ImportFlow } from './use-import';

const useStyles = makeStyles({
  outcome: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

// After the preview: the commit's progress, its result (and anchor), a stale or failed commit,
// a rollback; and for an upload that writes at once, what it wrote.
export function ImportOutcome({ def, flow }: { def: ImportDef; flow: ImportFlow }) {
  const intl = useIntl();
  const styles = useStyles();
  const { state, job, applied } = flow;
  const history = ROUTES.find((r) => r.key === def.history && isBuilt(r.key));
  const done = (
    <div className={styles.row}>
      {history ? <AppLink to={history.path}>{intl.formatMessage(m.history)}</AppLink> : null}
      <Button onClick={flow.reset}>{intl.formatMessage(m.another)}</Button>
      {flow.can('rollback') ? (
        <Button icon={<ArrowUndo20Regular />} onClick={() => void flow.rollback()}>
          {intl.formatMessage(m.rollback)}
        </Button>
      ) : null}
    </div>
  );
  const bar = (intent: 'success' | 'error' | 'warning' | 'info', text: string) => (
    <MessageBar intent={intent} role={intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
  if (applied && state === 'preview')
    return (
      <div className={styles.outcome}>
        {bar('success', intl.formatMessage(m.applied, { ...applied }))}
        <div className={styles.row}>
          <Button onClick={flow.reset}>{intl.formatMessage(m.another)}</Button>
        </div>
      </div>
    );
  if (state === 'committing') return <CommitProgress job={job} />;
  if (state === 'committed' && job)
    return (
      <div className={styles.outcome}>
        {bar('success', intl.formatMessage(m.committed, { total: job.total }))}
        <BlockchainDetails job={job} />
        {done}
      </div>
    );
  if (state === 'rolling_back') return bar('info', intl.formatMessage(m.rollingBack));
  if (state === 'rolled_back') return bar('success', intl.formatMessage(m.rolledBack));
  if (state === 'stale' && !flow.error) return bar('warning', intl.formatMessage(m.stale));
  if (state === 'failed' && job?.status === 'failed')
    return bar('error', intl.formatMessage(m.failed, { message: job.message ?? '' }));
  if (state === 'failed' && flow.timedOut) return bar('warning', intl.formatMessage(m.timeout));
  return null;
}

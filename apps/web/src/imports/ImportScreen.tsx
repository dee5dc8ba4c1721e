import { MessageBar, MessageBarBody, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ImportDef } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { translate } from '../i18n/translate';
import { BatchView } from './BatchView';
import { FetchStep } from './FetchStep';
import { ImportOutcome } from './ImportOutcome';
import { importMessages as m } from './messages';
import { PreviewPanel } from './PreviewPanel';
import { ProblemList } from './ProblemList';
import { RelatedLinks } from './RelatedLinks';
import { TemplateLink } from './TemplateLink';
import { UploadProgress, UploadStep } from './UploadStep';
import { useImport } from './use-import';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
});

// States where the user picks the data again (the machine allows `upload` from each).
const CHOOSING = new Set(['idle', 'failed', 'stale', 'rolled_back']);

// The generic import screen: upload (or fetch) → preview → commit → the job's outcome, as the
// route's import definition describes it.
export function ImportScreen({ def }: { def: ImportDef }) {
  const intl = useIntl();
  const styles = useStyles();
  const route = useCurrentRoute();
  const flow = useImport(def);
  const title = route ? intl.formatMessage(route.label) : '';
  const { source } = def;
  return (
    <section className={styles.screen} aria-label={title}>
      <PageHeader title={title} />
      <Text>{intl.formatMessage(def.hint)}</Text>
      <RelatedLinks keys={def.related} />
      <TemplateLink def={def} />
      {flow.error ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            {translate(intl, flow.error)}
            <ProblemList problems={flow.problems} />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {source.type === 'batch' ? <BatchView flow={flow} /> : null}
      {CHOOSING.has(flow.state) && source.type === 'file' ? (
        <UploadStep accept={source.accept} applied={def.outcome === 'applied'} onSend={flow.sendFile} />
      ) : null}
      {CHOOSING.has(flow.state) && def.catalogue ? (
        <>
          <Text>{intl.formatMessage(m.orCatalogue)}</Text>
          <FetchStep plant={false} label={m.fetchCatalogue} onFetch={flow.fetchCatalogue} />
        </>
      ) : null}
      {CHOOSING.has(flow.state) && source.type === 'fetch' ? (
        <FetchStep plant={source.plant} onFetch={flow.fetchMonth} />
      ) : null}
      {flow.state === 'uploading' ? (
        <UploadProgress
          progress={flow.progress}
          fetching={source.type === 'fetch' || flow.progress === null}
          onCancel={flow.cancel}
        />
      ) : null}
      {flow.state === 'preview' && flow.preview ? (
        <PreviewPanel preview={flow.preview} onCommit={() => void flow.commit()} onDiscard={flow.reset} />
      ) : null}
      <ImportOutcome def={def} flow={flow} />
    </section>
  );
}

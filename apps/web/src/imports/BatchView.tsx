import { resource } from '@rec/domain';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { RecordActions } from '../actions/RecordActions';
import { recordName } from '../list/cells';
import { DetailSection } from '../show/DetailSection';
import { PreviewPanel } from './PreviewPanel';
import type { ImportFlow } from './use-import';

// A batch of the history (`?id=`): its fields and what may be done to it (roll back), then its
// rows; a batch still in preview continues on the import screen's own commit step instead.
export function BatchView({ flow }: { flow: ImportFlow }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const { open, batch, state } = flow;
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per id
  useEffect(() => {
    if (id > 0) void open(id);
  }, [id]);
  if (!batch) return null;
  const def = resource('imports');
  const record = batch as unknown as Record<string, unknown>;
  return (
    <>
      <RecordActions name="imports" record={record} title={recordName(intl, def.title, record)} />
      {def.detail.map((section) => (
        <DetailSection key={section.key} section={section} fields={def.fields} record={record} />
      ))}
      {batch.status !== 'preview' && state === 'idle' ? <PreviewPanel preview={batch} /> : null}
    </>
  );
}

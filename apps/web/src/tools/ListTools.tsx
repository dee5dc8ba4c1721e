import { Button } from '@fluentui/react-components';
import { listTools, type ResourceName, type ToolDef } from '@rec/domain';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionProvider';
import { useTool } from './use-tool';

// The dialog loads with the first click: most visits to a list never use a tool.
const ToolDialog = lazy(() => import('./ToolDialog').then((mod) => ({ default: mod.ToolDialog })));

// The list-wide tools the user may use (pay by number, currency conversion), as header buttons.
export function ListTools({ name }: { name: ResourceName }) {
  const intl = useIntl();
  const { snapshot } = useSession();
  const run = useTool(name);
  const [open, setOpen] = useState<ToolDef | null>(null);
  const [busy, setBusy] = useState(false);
  const tools = listTools(snapshot?.userType, name);
  if (tools.length === 0) return null;
  const confirm = async (tool: ToolDef, value: string) => {
    setBusy(true);
    const done = await run(tool, value);
    setBusy(false);
    if (done) setOpen(null);
  };
  return (
    <>
      {tools.map((tool) => (
        <Button
          key={tool.key}
          appearance={tool.tone === 'primary' ? 'primary' : 'secondary'}
          onClick={() => setOpen(tool)}
        >
          {intl.formatMessage(tool.label)}
        </Button>
      ))}
      {open ? (
        <Suspense fallback={null}>
          <ToolDialog tool={open} busy={busy} onCancel={() => setOpen(null)} onConfirm={(v) => void confirm(open, v)} />
        </Suspense>
      ) : null}
    </>
  );
}

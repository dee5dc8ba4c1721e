import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type ActionDef, type ApiRecord, actionTarget, type ResourceName, recordActions } from '@rec/domain';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionProvider';
import { MoreActions } from './MoreActions';
import { actionMessages as m } from './messages';
import { useRecordAction } from './use-action';

// The dialog (and its form) loads with the first click: most visits to a list never act.
const ActionDialog = lazy(() => import('./ActionDialog').then((mod) => ({ default: mod.ActionDialog })));
const UploadDialog = lazy(() => import('./UploadDialog').then((mod) => ({ default: mod.UploadDialog })));

const TONE = { primary: 'primary', secondary: 'secondary', danger: 'secondary' } as const;

const useStyles = makeStyles({ row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } });

type Props = { name: ResourceName; record: ApiRecord; title: string; size?: 'small' | 'medium' };

// The actions the user may take on this record now (domain: policy × state machine × operation).
export function RecordActions({ name, record, title, size = 'medium' }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const { snapshot } = useSession();
  const run = useRecordAction(name);
  const [open, setOpen] = useState<ActionDef | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = recordActions(snapshot?.userType, name, record);
  if (actions.length === 0) return null;
  const confirm = async (action: ActionDef, body?: ApiRecord) => {
    setBusy(true);
    const done = await run(action, actionTarget(action, record), body);
    setBusy(false);
    if (done) setOpen(null);
  };
  const click = (action: ActionDef) =>
    action.confirm || action.reason || action.upload ? setOpen(action) : void confirm(action);
  // In a row (small), secondary actions fold into one menu; on a detail page all are buttons.
  const folded = size === 'small' ? actions.filter((a) => a.tone === 'secondary') : [];
  return (
    <div className={styles.row}>
      {actions
        .filter((a) => !folded.includes(a))
        .map((action) => (
          <Button
            key={action.key}
            size={size}
            appearance={TONE[action.tone]}
            aria-label={intl.formatMessage(m.actionOn, { action: intl.formatMessage(action.label), name: title })}
            onClick={() => click(action)}
          >
            {intl.formatMessage(action.label)}
          </Button>
        ))}
      {folded.length ? <MoreActions actions={folded} title={title} onPick={click} /> : null}
      {open?.upload ? (
        <Suspense fallback={null}>
          <UploadDialog
            resource={name}
            id={Number(record.id)}
            action={{ ...open, upload: open.upload }}
            name={title}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : open ? (
        <Suspense fallback={null}>
          <ActionDialog
            action={open}
            name={title}
            busy={busy}
            onCancel={() => setOpen(null)}
            onConfirm={(body) => void confirm(open, body)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

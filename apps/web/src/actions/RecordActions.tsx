import { Button, makeStyles, tokens } from '@fluentui/react-components';
import {
  type ActionDef,
  type ApiRecord,
  actionTarget,
  type ResourceName,
  recordActions,
  revealLabel,
} from '@rec/domain';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionProvider';
import { MoreActions } from './MoreActions';
import { actionMessages as m } from './messages';
import { type RowItem, splitRow } from './row-items';
import { useRecordAction } from './use-action';

// The dialog (and its form) loads with the first click: most visits to a list never act.
const ActionDialog = lazy(() => import('./ActionDialog').then((mod) => ({ default: mod.ActionDialog })));
const UploadDialog = lazy(() => import('./UploadDialog').then((mod) => ({ default: mod.UploadDialog })));
const SecretDialog = lazy(() => import('./SecretDialog').then((mod) => ({ default: mod.SecretDialog })));

const TONE = { primary: 'primary', secondary: 'secondary', danger: 'secondary' } as const;

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  // A row's one button and its "…" stay on one line: the column is as wide as they are.
  compact: { display: 'flex', flexWrap: 'nowrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type Props = {
  name: ResourceName;
  record: ApiRecord;
  title: string;
  // small: a list row, one action shown and the rest (with `links`) in a "…" menu.
  size?: 'small' | 'medium';
  // A row's ways to the record (details, edit, delete), offered with its actions.
  links?: RowItem[];
};

// The actions the user may take on this record now (domain: policy × state machine × operation).
export function RecordActions({ name, record, title, size = 'medium', links = [] }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const { snapshot } = useSession();
  // A secret an action's answer carries this once (a rotation's), held only while its dialog is open.
  const [revealed, setRevealed] = useState<{ secret: string; field: string } | null>(null);
  const run = useRecordAction(name, (secret, action) => setRevealed({ secret, field: action.reveals ?? '' }));
  const [open, setOpen] = useState<ActionDef | null>(null);
  const [busy, setBusy] = useState(false);
  const actions = recordActions(snapshot?.userType, name, record);
  const secret = revealed ? (
    <Suspense fallback={null}>
      <SecretDialog
        label={revealLabel(name, revealed.field)}
        secret={revealed.secret}
        onClose={() => setRevealed(null)}
      />
    </Suspense>
  ) : null;
  if (actions.length === 0 && links.length === 0) return secret;
  const confirm = async (action: ActionDef, body?: ApiRecord) => {
    setBusy(true);
    const done = await run(action, actionTarget(action, record), body);
    setBusy(false);
    if (done) setOpen(null);
  };
  const click = (action: ActionDef) =>
    action.confirm || action.reason || action.upload ? setOpen(action) : void confirm(action);
  const nameOf = (action: ActionDef) =>
    intl.formatMessage(m.actionOn, { action: intl.formatMessage(action.label), name: title });
  const button = (action: ActionDef) => (
    <Button
      key={action.key}
      size={size}
      appearance={TONE[action.tone]}
      aria-label={nameOf(action)}
      onClick={() => click(action)}
    >
      {intl.formatMessage(action.label)}
    </Button>
  );
  const asking = open?.upload ? (
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
  ) : null;
  const dialog = (
    <>
      {asking}
      {secret}
    </>
  );
  if (size === 'medium')
    return (
      <div className={styles.row}>
        {actions.map(button)}
        {dialog}
      </div>
    );
  const items: RowItem[] = [
    ...actions.map((action) => ({
      key: action.key,
      label: intl.formatMessage(action.label),
      name: nameOf(action),
      onClick: () => click(action),
      action,
    })),
    ...links,
  ];
  const { shown, folded } = splitRow(items);
  return (
    <div className={styles.compact}>
      {shown?.action ? button(shown.action) : null}
      {shown && !shown.action ? (
        <Button
          size="small"
          appearance="subtle"
          icon={shown.icon}
          aria-label={shown.name}
          title={shown.name}
          onClick={shown.onClick}
        />
      ) : null}
      {folded.length ? <MoreActions items={folded} title={title} /> : null}
      {dialog}
    </div>
  );
}

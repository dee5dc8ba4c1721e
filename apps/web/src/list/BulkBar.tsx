import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type BulkActionDef, bulkActions, type ResourceName } from '@rec/domain';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionProvider';
import { listMessages as m } from './messages';
import { useBulkAction } from './use-bulk';

const BulkDialog = lazy(() => import('./BulkDialog').then((mod) => ({ default: mod.BulkDialog })));

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
  },
  count: { marginRight: 'auto' },
});

type Row = Record<string, unknown>;
type Props = { name: ResourceName; selected: Row[]; onDone: () => void };

// What can be done to the selected rows at once (the resource's bulk actions that every selected
// record's state allows), above the grid while a selection exists.
export function BulkBar({ name, selected, onDone }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const { snapshot } = useSession();
  const run = useBulkAction(name);
  const [open, setOpen] = useState<BulkActionDef | null>(null);
  const [busy, setBusy] = useState(false);
  if (selected.length === 0) return null;
  const actions = bulkActions(snapshot?.userType, name, selected);
  const ids = selected.map((row) => Number(row.id));
  const confirm = async (action: BulkActionDef) => {
    setBusy(true);
    const done = await run(action, ids);
    setBusy(false);
    setOpen(null);
    if (done) onDone();
  };
  return (
    <section className={styles.bar} aria-label={intl.formatMessage(m.bulkActions)}>
      <Text className={styles.count} weight="semibold" role="status">
        {intl.formatMessage(m.selected, { count: selected.length })}
      </Text>
      {actions.map((action) => (
        <Button
          key={action.key}
          appearance={action.tone === 'primary' ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={() => (action.confirm ? setOpen(action) : void confirm(action))}
        >
          {intl.formatMessage(action.label)}
        </Button>
      ))}
      <Button appearance="subtle" onClick={onDone}>
        {intl.formatMessage(m.clearSelection)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BulkDialog
            action={open}
            count={selected.length}
            busy={busy}
            onCancel={() => setOpen(null)}
            onConfirm={() => void confirm(open)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

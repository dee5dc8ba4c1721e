import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ANONYMOUS_NAME, DASHBOARDS, routesAt, treeOf, type WidgetState } from '@rec/domain';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { NamespaceMessages } from '../i18n/NamespaceMessages';
import { useSession } from '../session/SessionProvider';
import { resourceOf } from '../views/resource-of';
import { dashboardMessages as m } from './messages';
import { Shortcuts } from './Shortcuts';
import { useWidgets } from './use-widgets';
import { Widget } from './Widget';

// The participant's dashboard is its accounts list (§2); the other trees' dashboards never load the list.
const ResourceList = lazy(() => import('../list/ResourceList').then((mod) => ({ default: mod.ResourceList })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 380px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  // The headline figures span the whole row: six numbers read better side by side.
  wide: { gridColumn: '1 / -1' },
});

const IDLE: WidgetState<unknown> = { data: null, loading: true, error: null };

// The user's dashboard: the widgets its tree declares (packages/domain/src/dashboards), each loading
// and failing on its own, then the shortcuts to the user's screens.
export function Component() {
  return (
    <NamespaceMessages ns="dashboard">
      <Dashboard />
    </NamespaceMessages>
  );
}

function Dashboard() {
  const intl = useIntl();
  const styles = useStyles();
  const { pathname } = useLocation();
  const { snapshot } = useSession();
  const tree = treeOf(snapshot?.userType);
  const widgets = tree ? DASHBOARDS[tree] : [];
  const { state, retry } = useWidgets(widgets);
  const name = snapshot?.displayName || intl.formatMessage(ANONYMOUS_NAME);
  const title = routesAt(pathname)[0]?.label;
  // A tree whose dashboard is a list (the participant's: its accounts, §2) shows that list.
  const listed = resourceOf(useCurrentRoute());
  if (listed)
    return (
      <Suspense fallback={null}>
        <ResourceList name={listed} />
      </Suspense>
    );
  return (
    <div className={styles.page}>
      <PageHeader title={title ? intl.formatMessage(title) : ''} />
      <Body1>{intl.formatMessage(m.welcome, { name })}</Body1>
      {widgets.length > 0 ? (
        <div className={styles.grid}>
          {widgets.map((widget) => (
            <div key={widget.key} className={widget.kind === 'figures' ? styles.wide : undefined}>
              <Widget widget={widget} state={state[widget.key] ?? IDLE} onRetry={() => retry(widget)} />
            </div>
          ))}
        </div>
      ) : null}
      <Shortcuts />
    </div>
  );
}

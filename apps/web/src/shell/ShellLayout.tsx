import { makeStyles, tokens } from '@fluentui/react-components';
import { ANONYMOUS_NAME, accountSecurityPath, SIDEBAR_BREAKPOINTS } from '@rec/domain';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useNavigate } from 'react-router';
import { navigateTo } from '../app/location';
import { useSession } from '../session/SessionProvider';
import { useSettings } from '../settings/SettingsProvider';
import { Footer } from './Footer';
import { Header } from './Header';

// Only the horizontal navigation styles show the bar, and its menus bring Fluent's positioning.
const HorizontalNav = lazy(() => import('./HorizontalNav').then((mod) => ({ default: mod.HorizontalNav })));

import { NotificationBell } from '../inbox/NotificationBell';
import { layoutOf } from './layout';
import { MissedNotice } from './MissedNotice';
import { filterMenu, readyMenu } from './menu';
import { shellMessages as m } from './messages';
import { ProfileMenu } from './ProfileMenu';
import { SideNav } from './SideNav';
import { useMediaQuery } from './use-media-query';
import { useNewPageAtTop } from './use-new-page-at-top';

// The profile dialog and the settings drawer load on first use: the dialog and drawer code stays
// out of every signed-in page's first paint (bundle budget, issue 11).
const ProfileDialog = lazy(() => import('./ProfileDialog').then((mod) => ({ default: mod.ProfileDialog })));
const SettingsDrawer = lazy(() =>
  import('../settings/SettingsDrawer').then((mod) => ({ default: mod.SettingsDrawer })),
);

const useStyles = makeStyles({
  shell: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  // Keyboard users skip the header and menu; the link shows only when it has focus.
  skip: {
    position: 'absolute',
    insetInlineStart: tokens.spacingHorizontalM,
    top: '-100px',
    padding: tokens.spacingHorizontalS,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    ':focus': { top: tokens.spacingVerticalS },
  },
  body: { display: 'flex', flexGrow: 1, minHeight: 0 },
  main: {
    flexGrow: 1,
    minWidth: 0,
    padding: tokens.spacingHorizontalXL,
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalL,
  },
});

// The signed-in frame of §2: header, sidebar or horizontal menu, content, footer.
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const { snapshot, signOut } = useSession();
  const { settings, update } = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  useNewPageAtTop();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<'profile' | 'settings' | null>(null);
  // Once opened, an overlay stays mounted so that closing it keeps its exit animation.
  const [used, setUsed] = useState({ profile: false, settings: false });
  const open = (which: 'profile' | 'settings') => {
    setUsed((before) => ({ ...before, [which]: true }));
    setDialog(which);
  };
  const belowDrawer = useMediaQuery(`(max-width: ${SIDEBAR_BREAKPOINTS.drawer - 0.02}px)`);
  const belowWide = useMediaQuery(`(max-width: ${SIDEBAR_BREAKPOINTS.wide - 0.02}px)`);
  const layout = layoutOf(settings.navigationStyle, settings.collapsed, { belowDrawer, belowWide });

  const userType = snapshot?.userType ?? null;
  const displayName = snapshot?.displayName || intl.formatMessage(ANONYMOUS_NAME);
  const menu = useMemo(() => readyMenu(userType), [userType]);
  const shown = useMemo(() => filterMenu(menu, search, (label) => intl.formatMessage(label)), [menu, search, intl]);

  const go = (path: string) => {
    setDrawerOpen(false);
    navigate(path);
  };
  // Signing out unmounts the data router (app/Gate.tsx): the address is set outside it, so the
  // public screens start at sign-in with no page to return to.
  const logout = () => {
    void signOut();
    navigateTo('/signin', { replace: true });
  };
  // Wide vertical layouts fold the sidebar away (persisted); everywhere else the toggle opens
  // the temporary drawer.
  const toggle = () => (layout.inlineSidebar ? update({ collapsed: true }) : setDrawerOpen((open) => !open));
  const onSearch = (term: string) => {
    setSearch(term);
    if (term && !layout.inlineSidebar && !layout.horizontalNav) setDrawerOpen(true);
  };
  // Its own boundary: the bar's first load must not suspend the whole shell.
  const bar = (
    <Suspense fallback={null}>
      <HorizontalNav menu={shown} asRow={layout.horizontalNav !== 'inside'} onNavigate={go} />
    </Suspense>
  );

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#content">
        {intl.formatMessage(m.skipToContent)}
      </a>
      {layout.horizontalNav === 'above' ? bar : null}
      <Header
        search={search}
        onSearch={onSearch}
        onToggle={toggle}
        menuOpen={layout.inlineSidebar || drawerOpen}
        nav={layout.horizontalNav === 'inside' ? bar : null}
        profile={
          <>
            <NotificationBell role={userType} />
            <ProfileMenu
              displayName={displayName}
              onProfile={() => open('profile')}
              onSettings={() => open('settings')}
              onSecurity={() => go(accountSecurityPath(userType) ?? '/')}
              onLogout={logout}
            />
          </>
        }
      />
      {layout.horizontalNav === 'below' ? bar : null}
      <div className={styles.body}>
        <SideNav
          menu={shown}
          inline={layout.inlineSidebar}
          open={drawerOpen}
          searching={search.trim() !== ''}
          displayName={displayName}
          canPin={layout.canPin}
          onOpenChange={setDrawerOpen}
          onNavigate={go}
          onPin={() => {
            setDrawerOpen(false);
            update({ collapsed: false });
          }}
          onLogout={logout}
        />
        <main className={styles.main} id="content">
          <MissedNotice />
          {/* A screen waiting for a definition its route did not load (app/use-resources.ts). */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <Suspense fallback={null}>
        {used.profile && (
          <ProfileDialog
            open={dialog === 'profile'}
            onClose={() => setDialog(null)}
            displayName={displayName}
            userType={userType}
          />
        )}
        {used.settings && <SettingsDrawer open={dialog === 'settings'} onClose={() => setDialog(null)} />}
      </Suspense>
    </div>
  );
}

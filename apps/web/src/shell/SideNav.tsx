import {
  makeStyles,
  NavDrawer,
  NavDrawerBody,
  NavDrawerFooter,
  NavDrawerHeader,
  NavItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import { SignOut24Regular } from '@fluentui/react-icons';
import type { MenuGroup } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { DrawerBar } from './DrawerBar';
import { shellMessages as m } from './messages';
import { NavGroups } from './NavGroups';

const useStyles = makeStyles({
  // Inline beside a wide page (a grid of many columns), the sidebar keeps its width. Beside a
  // long page it stays in sight, one viewport high, and its menu scrolls on its own (Fluent's
  // drawer body); it stops above the footer, where the page's flow ends.
  inline: { flexShrink: 0, alignSelf: 'flex-start', position: 'sticky', top: 0, height: '100vh', maxHeight: '100vh' },
  // The drawer's bar (as the page header) and under it the user's name, both aligned on the
  // menu's own left edge.
  header: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: 0,
    margin: 0,
    paddingBlock: 0,
    paddingInlineStart: 0,
    paddingInlineEnd: 0,
  },
  user: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  empty: { padding: tokens.spacingHorizontalM },
  name: { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

export type SideNavProps = {
  menu: MenuGroup[];
  inline: boolean;
  open: boolean;
  searching: boolean;
  displayName: string;
  canPin: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: (path: string) => void;
  onPin: () => void;
  onLogout: () => void;
};

const groupOf = (menu: MenuGroup[], path: string) => menu.find((g) => g.items.some((i) => i.path === path));

// §2's sidebar: the user's name, the menu, logout. Inline on wide vertical layouts, otherwise a
// temporary (overlay) drawer.
export function SideNav(props: SideNavProps) {
  const { menu, inline, open, searching, displayName, canPin } = props;
  const intl = useIntl();
  const styles = useStyles();
  const { pathname } = useLocation();
  const current = groupOf(menu, pathname);
  const [opened, setOpened] = useState<string[]>(current ? [current.key] : []);
  const selected = current?.items.find((i) => i.path === pathname)?.key;

  const drawer = (asInline: boolean) => (
    <NavDrawer
      className={asInline ? styles.inline : undefined}
      type={asInline ? 'inline' : 'overlay'}
      open={asInline || (!inline && open)}
      onOpenChange={(_, data) => props.onOpenChange(data.open)}
      selectedValue={selected ?? ''}
      openCategories={searching ? menu.map((g) => g.key) : opened}
      onNavCategoryItemToggle={(_, data) =>
        setOpened((list) =>
          list.includes(String(data.categoryValue))
            ? list.filter((key) => key !== data.categoryValue)
            : [...list, String(data.categoryValue)],
        )
      }
      aria-label={intl.formatMessage(m.navigation)}
      // As an overlay the drawer is a modal dialog; Fluent would keep role=navigation on it, which
      // cannot carry aria-modal (axe: aria-allowed-attr).
      {...(asInline ? {} : { role: 'dialog' })}
    >
      <NavDrawerHeader className={styles.header}>
        {asInline ? null : <DrawerBar canPin={canPin} onPin={props.onPin} onClose={() => props.onOpenChange(false)} />}
        <div className={styles.user}>
          <Text weight="semibold" className={styles.name} data-testid="sidebar-user">
            {displayName}
          </Text>
        </div>
      </NavDrawerHeader>
      <NavDrawerBody>
        {searching && menu.length === 0 ? (
          <Text role="status" className={styles.empty}>
            {intl.formatMessage(m.noMatches)}
          </Text>
        ) : (
          <NavGroups menu={menu} onNavigate={props.onNavigate} />
        )}
      </NavDrawerBody>
      <NavDrawerFooter>
        <NavItem value="logout" as="button" icon={<SignOut24Regular />} onClick={props.onLogout}>
          {intl.formatMessage(m.logout)}
        </NavItem>
      </NavDrawerFooter>
    </NavDrawer>
  );
  // The overlay stays mounted and closes through its `open` when the user pins the menu, so its
  // modal lets go of the page as on any close; the inline sidebar is a drawer of its own. (Turning
  // the open overlay into the inline one in place left the page hidden from assistive technology,
  // without its labels, until the next load.)
  return (
    <>
      {inline ? drawer(true) : null}
      {drawer(false)}
    </>
  );
}

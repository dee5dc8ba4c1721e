import { makeStyles, tokens } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { AppLink } from '../components/AppLink';
import { Panel } from '../components/Panel';
import { useSession } from '../session/SessionProvider';
import { iconOf } from '../shell/icons';
import { readyMenu } from '../shell/menu';
import { dashboardMessages as m } from './messages';

const useStyles = makeStyles({
  links: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
    padding: 0,
    margin: 0,
    listStyleType: 'none',
  },
  link: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

// The user's screens, one click from home.
export function Shortcuts() {
  const intl = useIntl();
  const styles = useStyles();
  const { pathname } = useLocation();
  const { snapshot } = useSession();
  const shortcuts = readyMenu(snapshot?.userType).flatMap((group) =>
    group.items.filter((item) => item.path !== pathname).map((item) => ({ ...item, icon: group.icon })),
  );
  if (shortcuts.length === 0) return null;
  return (
    <Panel title={intl.formatMessage(m.shortcuts)}>
      <ul className={styles.links}>
        {shortcuts.map((item) => {
          const Icon = iconOf(item.icon);
          return (
            <li key={item.key} className={styles.link}>
              <Icon aria-hidden />
              <AppLink to={item.path}>{intl.formatMessage(item.label)}</AppLink>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

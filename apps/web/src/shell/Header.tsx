import { Button, makeStyles, SearchBox, Text, tokens } from '@fluentui/react-components';
import { Navigation24Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { authMessages } from '../auth/messages';
import { AppLink } from '../components/AppLink';
import { Logo } from '../components/Logo';
import { shellMessages as m } from './messages';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    minHeight: '56px',
    boxSizing: 'border-box',
  },
  logo: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, textDecorationLine: 'none' },
  logoImage: { width: '32px', height: '32px', flexShrink: 0 },
  search: { maxWidth: '280px', minWidth: '120px', flexShrink: 1 },
  middle: { flexGrow: 1, minWidth: 0 },
});

type Props = {
  search: string;
  onSearch: (term: string) => void;
  onToggle: () => void;
  menuOpen: boolean;
  // The horizontal menu when the navigation style puts it inside the header.
  nav: ReactNode;
  profile: ReactNode;
};

// §2: a menu toggle, a logo linking to the root, a search box over the menu.
export function Header({ search, onSearch, onToggle, menuOpen, nav, profile }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <header className={styles.header}>
      <Button
        appearance="subtle"
        icon={<Navigation24Regular />}
        aria-label={intl.formatMessage(m.toggleMenu)}
        aria-expanded={menuOpen}
        onClick={onToggle}
      />
      <AppLink
        to="/"
        className={styles.logo}
        aria-label={`${intl.formatMessage(authMessages.appName)} — ${intl.formatMessage(m.home)}`}
      >
        <Logo className={styles.logoImage} />
        <Text weight="semibold">{intl.formatMessage(authMessages.appName)}</Text>
      </AppLink>
      <SearchBox
        className={styles.search}
        value={search}
        onChange={(_, data) => onSearch(data.value)}
        aria-label={intl.formatMessage(m.search)}
        placeholder={intl.formatMessage(m.search)}
      />
      <div className={styles.middle}>{nav}</div>
      {profile}
    </header>
  );
}

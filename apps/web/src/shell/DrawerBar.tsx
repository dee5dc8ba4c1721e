import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Pin24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { authMessages } from '../auth/messages';
import { AppLink } from '../components/AppLink';
import { Logo } from '../components/Logo';
import { shellMessages as m } from './messages';

// The same box as the page's header (shell/Header.tsx): the close button sits where the menu
// toggle was, and the logo where it was, so opening the drawer moves nothing under the pointer.
const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    minHeight: '56px',
    boxSizing: 'border-box',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  logo: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, textDecorationLine: 'none' },
  logoImage: { width: '32px', height: '32px', flexShrink: 0 },
  grow: { flexGrow: 1 },
});

type Props = { canPin: boolean; onPin: () => void; onClose: () => void };

// The temporary drawer's top row: close, logo (home), and pin when the layout allows it.
export function DrawerBar({ canPin, onPin, onClose }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  return (
    <div className={styles.bar}>
      <Button
        appearance="subtle"
        icon={<Dismiss24Regular />}
        aria-label={intl.formatMessage(m.closeMenu)}
        onClick={onClose}
      />
      <AppLink
        to="/"
        className={styles.logo}
        onClick={onClose}
        aria-label={`${intl.formatMessage(authMessages.appName)} — ${intl.formatMessage(m.home)}`}
      >
        <Logo className={styles.logoImage} />
        <Text weight="semibold">{intl.formatMessage(authMessages.appName)}</Text>
      </AppLink>
      <span className={styles.grow} />
      {canPin ? (
        <Button
          appearance="subtle"
          icon={<Pin24Regular />}
          aria-label={intl.formatMessage(m.pinMenu)}
          onClick={onPin}
        />
      ) : null}
    </div>
  );
}

import { Button, CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { inboxMessages as m } from './messages';
import { inboxPaths, useUnreadCount } from './use-inbox';

const useStyles = makeStyles({
  // The badge is the button's only content: without a width floor the button stays the icon's
  // size and the count sits on the bell's corner, not a button's width away.
  bell: { position: 'relative', minWidth: 'auto' },
  badge: { position: 'absolute', top: tokens.spacingVerticalXXS, insetInlineEnd: tokens.spacingHorizontalXXS },
});

// The header's bell (issue 42): the unread count, polled; a click opens the notifications list.
export function NotificationBell({ role }: { role: string | null }) {
  const intl = useIntl();
  const styles = useStyles();
  const navigate = useNavigate();
  const count = useUnreadCount();
  const { list } = inboxPaths(role);
  if (!list) return null;
  return (
    <Button
      className={styles.bell}
      appearance="subtle"
      icon={<Alert24Regular />}
      aria-label={intl.formatMessage(m.bell, { count })}
      onClick={() => navigate(list)}
    >
      {count > 0 ? <CounterBadge className={styles.badge} count={count} size="small" aria-hidden /> : null}
    </Button>
  );
}

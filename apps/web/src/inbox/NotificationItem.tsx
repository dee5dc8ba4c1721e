import { Button, Caption1, makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import { DEFAULT_TIME_ZONE } from '@rec/domain';
import { isEventType } from '@rec/domain/events';
import {
  markNotificationRead,
  type Notification,
  notificationDetail,
  notificationText,
} from '@rec/domain/notifications';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { AppLink } from '../components/AppLink';
import { inboxMessages as m } from './messages';

const useStyles = makeStyles({
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // Griffel flips left to right in RTL.
  unread: {
    borderLeftWidth: tokens.strokeWidthThickest,
    borderLeftStyle: 'solid',
    borderLeftColor: tokens.colorBrandStroke1,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, rowGap: tokens.spacingVerticalXXS },
});

type Props = { notification: Notification; path: string | null; onRead: () => unknown };

// One notification: its line (texts per event type from the domain, in the reader's language),
// when, a link to its record (opening it marks it read) and, while unread, "mark as read".
export function NotificationItem({ notification: n, path, onRead }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const line = isEventType(n.type) ? notificationText(intl.locale, n.type, n.subject.id) : n.type;
  const detail = isEventType(n.type) ? notificationDetail(intl.locale, n.type, n.data) : null;
  const read = async () => {
    if (n.read_at) return;
    await markNotificationRead(api, n.id);
    await onRead();
  };
  return (
    <li className={mergeClasses(styles.item, n.read_at ? undefined : styles.unread)}>
      <div className={styles.text}>
        <Text weight={n.read_at ? 'regular' : 'semibold'}>{line}</Text>
        {detail ? <Text size={200}>{detail}</Text> : null}
        <Caption1>
          {intl.formatDate(n.created_at, { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE })}
        </Caption1>
      </div>
      {path ? (
        <AppLink to={path} onClick={() => void read()} aria-label={`${intl.formatMessage(m.open)}: ${line}`}>
          {intl.formatMessage(m.open)}
        </AppLink>
      ) : null}
      {n.read_at ? null : (
        <Button size="small" onClick={() => void read()}>
          {intl.formatMessage(m.markRead)}
        </Button>
      )}
    </li>
  );
}

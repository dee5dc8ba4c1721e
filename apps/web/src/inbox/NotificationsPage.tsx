import { Button, makeStyles, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { messageFor } from '@rec/domain';
import { markAllNotificationsRead, notificationPath } from '@rec/domain/notifications';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { useCurrentRoute } from '../app/use-current-route';
import { AppLink } from '../components/AppLink';
import { PageHeader } from '../components/PageHeader';
import { ListStatus } from '../list/ListStatus';
import { useSession } from '../session/SessionProvider';
import { inboxMessages as m } from './messages';
import { NotificationItem } from './NotificationItem';
import { inboxPaths, useNotifications, useRefreshInbox } from './use-inbox';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
});

// Notificações (issue 42): the user's own, unread first by default, each a line in the reader's
// language from its event type, with a link to its record and a mark as read.
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const route = useCurrentRoute();
  const role = useSession().snapshot?.userType ?? null;
  const [unread, setUnread] = useState(true);
  const [page, setPage] = useState(1);
  const answer = useNotifications(unread, page);
  const refresh = useRefreshInbox();
  const items = answer.data?.data ?? [];
  const { preferences } = inboxPaths(role);
  const markAll = async () => {
    await markAllNotificationsRead(api);
    await refresh();
  };
  return (
    <>
      <PageHeader
        title={route ? intl.formatMessage(route.label) : ''}
        actions={
          <Button disabled={!answer.data?.unread} onClick={() => void markAll()}>
            {intl.formatMessage(m.markAll)}
          </Button>
        }
      />
      <div className={styles.page}>
        <div className={styles.bar}>
          <TabList
            selectedValue={unread ? 'unread' : 'all'}
            onTabSelect={(_, data) => {
              setUnread(data.value === 'unread');
              setPage(1);
            }}
          >
            <Tab value="unread">{intl.formatMessage(m.unread)}</Tab>
            <Tab value="all">{intl.formatMessage(m.all)}</Tab>
          </TabList>
          {preferences ? <AppLink to={preferences}>{intl.formatMessage(m.preferences)}</AppLink> : null}
        </div>
        <ListStatus
          loading={answer.isLoading}
          error={answer.error ? messageFor(answer.error) : null}
          empty={false}
          search=""
          onRetry={() => void answer.mutate()}
        />
        {answer.data && items.length === 0 ? (
          <Text role="status">{intl.formatMessage(unread ? m.emptyUnread : m.empty)}</Text>
        ) : null}
        <ul className={styles.list}>
          {items.map((n) => (
            <NotificationItem
              key={n.id}
              notification={n}
              path={role ? notificationPath(role, n.subject.resource, n.subject.id) : null}
              onRead={refresh}
            />
          ))}
        </ul>
        {answer.data && answer.data.total > page * 20 ? (
          <Button appearance="subtle" onClick={() => setPage(page + 1)}>
            {intl.formatMessage(m.more)}
          </Button>
        ) : null}
      </div>
    </>
  );
}

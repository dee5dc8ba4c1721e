import {
  Badge,
  Button,
  MessageBar,
  Spinner,
  Subtitle1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { DEFAULT_TIME_ZONE, deviceName } from '@rec/domain';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { securityMessages as m } from './messages';
import { useSecurityStyles } from './styles';
import { useSecurityCall } from './use-security-call';

const WHEN = { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE } as const;

/** The caller's open sessions (ADR 0122): end one, or all ("Sair de todos os dispositivos"). */
export function SessionsSection() {
  const intl = useIntl();
  const styles = useSecurityStyles();
  const api = useApi();
  const call = useSecurityCall();
  const notify = useNotify();
  const { signOut } = useSession();
  const { data, error, mutate } = useSWR('/auth/sessions', async () => {
    const { data, error, response } = await api.GET('/auth/sessions');
    if (!data) throw { error, response };
    return data.data;
  });

  const revoke = async (id: string, current: boolean) => {
    if (!(await call(api.DELETE('/auth/sessions/{sessionId}', { params: { path: { sessionId: id } } })))) return;
    if (current) return void signOut();
    notify({ message: m.revoked, intent: 'success' });
    void mutate();
  };
  const revokeAll = async () => {
    if (await call(api.POST('/auth/sessions/revoke-all'))) await signOut();
  };

  if (error) return <MessageBar intent="error">{intl.formatMessage(m.failed)}</MessageBar>;
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.sessions)}>
      <Subtitle1 as="h2">{intl.formatMessage(m.sessions)}</Subtitle1>
      {!data ? (
        <Spinner size="small" />
      ) : (
        <div className={styles.scroll}>
          <Table className={styles.table} aria-label={intl.formatMessage(m.sessions)}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{intl.formatMessage(m.device)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.address)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.created)}</TableHeaderCell>
                <TableHeaderCell>{intl.formatMessage(m.lastUse)}</TableHeaderCell>
                <TableHeaderCell />
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{intl.formatMessage(m.noSessions)}</TableCell>
                </TableRow>
              )}
              {data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <div className={styles.device} title={s.user_agent ?? undefined}>
                      <bdi>{deviceName(s.user_agent) ?? intl.formatMessage(m.unknown)}</bdi>
                    </div>
                    {s.current && <Badge appearance="tint">{intl.formatMessage(m.current)}</Badge>}
                  </TableCell>
                  <TableCell>{s.address ?? intl.formatMessage(m.unknown)}</TableCell>
                  <TableCell>{intl.formatDate(s.created_at, WHEN)}</TableCell>
                  <TableCell>{intl.formatDate(s.last_used_at, WHEN)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => revoke(s.id, s.current)}>
                      {intl.formatMessage(m.revoke)}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <div>
        <Button onClick={revokeAll}>{intl.formatMessage(m.revokeAll)}</Button>
      </div>
    </section>
  );
}

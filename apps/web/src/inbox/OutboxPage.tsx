import {
  Button,
  createTableColumn,
  DataGrid,
  DataGridBody,
  DataGridCell,
  DataGridHeader,
  DataGridHeaderCell,
  DataGridRow,
  makeStyles,
  type TableColumnDefinition,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DEFAULT_TIME_ZONE, messageFor } from '@rec/domain';
import { listOutbox, type OutboxMail } from '@rec/domain/notifications';
import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useCurrentRoute } from '../app/use-current-route';
import { EmailText } from '../components/EmailText';
import { PageHeader } from '../components/PageHeader';
import { ListStatus } from '../list/ListStatus';
import { inboxMessages as m } from './messages';
import { OutboxMailDialog } from './OutboxMailDialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, minWidth: 0 },
  // Wide enough that an address's domain fits its column; narrower screens scroll the table.
  grid: { minWidth: '60rem' },
  scroll: { overflowX: 'auto' },
  // The address and the subject take the room; the date, state, count and button keep their own.
  wide: { flexGrow: 2, flexBasis: 0, minWidth: 0 },
  narrow: { flexGrow: 0, flexShrink: 0, flexBasis: '7rem' },
  date: { flexGrow: 0, flexShrink: 0, flexBasis: '10rem' },
});

// The cell class of each column, so header and cells line up.
const SIZE = {
  created: 'date',
  to: 'wide',
  subject: 'wide',
  state: 'narrow',
  attempts: 'narrow',
  view: 'narrow',
} as const;

const STATE = { pending: m.statePending, sent: m.stateSent, failed: m.stateFailed } as const;

const columnsOf = (intl: IntlShape, view: (id: number) => void): TableColumnDefinition<OutboxMail>[] => [
  createTableColumn({
    columnId: 'created',
    renderHeaderCell: () => intl.formatMessage(m.created),
    renderCell: (r) =>
      intl.formatDate(r.created_at, { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE }),
  }),
  createTableColumn({
    columnId: 'to',
    renderHeaderCell: () => intl.formatMessage(m.to),
    renderCell: (r) => <EmailText text={r.to} />,
  }),
  createTableColumn({
    columnId: 'subject',
    renderHeaderCell: () => intl.formatMessage(m.subject),
    renderCell: (r) => r.subject,
  }),
  createTableColumn({
    columnId: 'state',
    renderHeaderCell: () => intl.formatMessage(m.state),
    renderCell: (r) => intl.formatMessage(STATE[r.state]),
  }),
  createTableColumn({
    columnId: 'attempts',
    renderHeaderCell: () => intl.formatMessage(m.attempts),
    renderCell: (r) => intl.formatNumber(r.attempts),
  }),
  createTableColumn({
    columnId: 'view',
    renderHeaderCell: () => '',
    renderCell: (r) => (
      <Button size="small" onClick={() => view(r.id)} aria-label={`${intl.formatMessage(m.view)}: ${r.subject}`}>
        {intl.formatMessage(m.view)}
      </Button>
    ),
  }),
];

// Caixa de saída (issue 42): the registry's outgoing mail for the admin — without SMTP_URL the
// demo's notifications are read here — with each mail's state, attempts and bodies.
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const route = useCurrentRoute();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const answer = useSWR(['outbox', page], () => listOutbox(api, { page }));
  const rows = answer.data?.data ?? [];
  return (
    <>
      <PageHeader title={route ? intl.formatMessage(route.label) : ''} />
      <div className={styles.page}>
        <Text>{intl.formatMessage(m.outboxIntro)}</Text>
        <ListStatus
          loading={answer.isLoading}
          error={answer.error ? messageFor(answer.error) : null}
          empty={false}
          search=""
          onRetry={() => void answer.mutate()}
        />
        {answer.data && rows.length === 0 ? <Text role="status">{intl.formatMessage(m.outboxEmpty)}</Text> : null}
        {rows.length > 0 ? (
          <div className={styles.scroll}>
            <DataGrid
              className={styles.grid}
              items={rows}
              columns={columnsOf(intl, setOpen)}
              getRowId={(r: OutboxMail) => r.id}
              aria-label={intl.formatMessage(m.outboxGrid)}
            >
              <DataGridHeader>
                <DataGridRow>
                  {({ renderHeaderCell, columnId }) => (
                    <DataGridHeaderCell className={styles[SIZE[columnId as keyof typeof SIZE]]}>
                      {renderHeaderCell()}
                    </DataGridHeaderCell>
                  )}
                </DataGridRow>
              </DataGridHeader>
              <DataGridBody<OutboxMail>>
                {({ item, rowId }) => (
                  <DataGridRow<OutboxMail> key={rowId}>
                    {({ renderCell, columnId }) => (
                      <DataGridCell className={styles[SIZE[columnId as keyof typeof SIZE]]}>
                        {renderCell(item)}
                      </DataGridCell>
                    )}
                  </DataGridRow>
                )}
              </DataGridBody>
            </DataGrid>
          </div>
        ) : null}
        {answer.data && answer.data.total > page * 20 ? (
          <Button appearance="subtle" onClick={() => setPage(page + 1)}>
            {intl.formatMessage(m.more)}
          </Button>
        ) : null}
      </div>
      {open !== null ? <OutboxMailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

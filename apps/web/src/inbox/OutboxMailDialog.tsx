import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Text,
  tokens,
} from '@fluentui/react-components';
import { getOutboxMail } from '@rec/domain/notifications';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { inboxMessages as m } from './messages';

const useStyles = makeStyles({
  body: { whiteSpace: 'pre-wrap', fontFamily: tokens.fontFamilyMonospace, margin: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

// One outgoing mail: to, subject, its plain-text body and the last error (the HTML alternative is
// the same text with links; shown as text, never rendered, so no mail can run in the admin's page).
export function OutboxMailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const mail = useSWR(['outbox', 'mail', id], () => getOutboxMail(api, id)).data;
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{mail?.subject ?? ''}</DialogTitle>
          <DialogContent>
            <Text block>
              {intl.formatMessage(m.to)}: {mail?.to ?? ''}
            </Text>
            {mail?.error ? (
              <Text block className={styles.error}>
                {mail.error}
              </Text>
            ) : null}
            <pre className={styles.body}>{mail?.body ?? ''}</pre>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

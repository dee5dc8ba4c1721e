import { Button, Caption1, makeStyles, Switch, Text, tokens } from '@fluentui/react-components';
import { getOfferSettings, messageFor, type OfferSettings, updateOfferSettings } from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { ListStatus } from '../list/ListStatus';
import { useNotify } from '../notify/NotifyProvider';
import { offerMessages as m } from './messages';
import { SenderAccounts } from './SenderAccounts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '40rem' },
  hint: { color: tokens.colorNeutralForeground3 },
});

// A participant's settings as a receiver (issue 41, ADR 0119): direct transfers on or off (on by
// default) and the sender accounts whose offers are accepted at once.
export function Component() {
  const intl = useIntl();
  const route = useCurrentRoute();
  const api = useApi();
  const answer = useSWR(['offers', 'settings'], () => getOfferSettings(api));
  return (
    <>
      <PageHeader title={route ? intl.formatMessage(route.label) : ''} />
      <ListStatus
        loading={answer.isLoading}
        error={answer.error ? messageFor(answer.error) : null}
        empty={false}
        search=""
        onRetry={() => void answer.mutate()}
      />
      {answer.data ? <SettingsForm stored={answer.data} onSaved={(s) => answer.mutate(s, false)} /> : null}
    </>
  );
}

function SettingsForm({ stored, onSaved }: { stored: OfferSettings; onSaved: (s: OfferSettings) => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const notify = useNotify();
  const [direct, setDirect] = useState(stored.accepts_direct_transfers);
  const [accounts, setAccounts] = useState<readonly string[]>(stored.auto_accept_accounts);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      onSaved(
        await updateOfferSettings(api, { accepts_direct_transfers: direct, auto_accept_accounts: [...accounts] }),
      );
      notify({ message: m.saved, intent: 'success' });
    } catch (error) {
      // A code no other participant holds as a trade account: the server's text names it.
      notify({ message: messageFor(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.page}>
      <Text>{intl.formatMessage(m.settingsIntro)}</Text>
      <div>
        <Switch
          label={intl.formatMessage(m.acceptsDirect)}
          checked={direct}
          onChange={(_, data) => setDirect(data.checked)}
        />
        <Caption1 className={styles.hint} block>
          {intl.formatMessage(direct ? m.directOn : m.directOff)}
        </Caption1>
      </div>
      <SenderAccounts accounts={accounts} onChange={setAccounts} />
      <div>
        <Button appearance="primary" disabled={busy} onClick={() => void save()}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </div>
  );
}

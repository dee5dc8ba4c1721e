import { Button, Field, makeStyles, Select, Switch, Text, tokens } from '@fluentui/react-components';
import { LOCALES, messageFor } from '@rec/domain';
import {
  getNotificationPreferences,
  type NotificationPreferences,
  notificationKindsFor,
  textsOf,
  updateNotificationPreferences,
} from '@rec/domain/notifications';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { ListStatus } from '../list/ListStatus';
import { useNotify } from '../notify/NotifyProvider';
import { useSession } from '../session/SessionProvider';
import { LANGUAGE_NAMES } from '../settings/languages';
import { inboxMessages as m } from './messages';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalL, maxWidth: '40rem' },
  kinds: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
});

// E-mail preferences (issue 42): the mail language and, per kind, e-mail on or off (defaults in
// ADR 0120). The kinds' names are the domain's notification texts, in the reader's language.
export function Component() {
  const api = useApi();
  const answer = useSWR(['notifications', 'preferences'], () => getNotificationPreferences(api));
  return (
    <>
      <PageHeader title={useTitle()} />
      <ListStatus
        loading={answer.isLoading}
        error={answer.error ? messageFor(answer.error) : null}
        empty={false}
        search=""
        onRetry={() => void answer.mutate()}
      />
      {answer.data ? <PreferencesForm stored={answer.data} onSaved={(p) => answer.mutate(p, false)} /> : null}
    </>
  );
}

const useTitle = () => {
  const intl = useIntl();
  const route = useCurrentRoute();
  return route ? intl.formatMessage(route.label) : '';
};

function PreferencesForm({
  stored,
  onSaved,
}: {
  stored: NotificationPreferences;
  onSaved: (p: NotificationPreferences) => void;
}) {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const notify = useNotify();
  const [prefs, setPrefs] = useState(stored);
  const kinds = textsOf(intl.locale).kinds;
  // Only the kinds this user's role can be told of; the others keep their stored choice.
  const role = useSession().snapshot?.userType;
  const offered = role ? notificationKindsFor(role) : [];
  const save = async () => {
    onSaved(await updateNotificationPreferences(api, prefs));
    notify({ message: m.saved, intent: 'success' });
  };
  return (
    <div className={styles.page}>
      <Text>{intl.formatMessage(m.prefsIntro)}</Text>
      <Field label={intl.formatMessage(m.language)}>
        <Select
          value={prefs.locale}
          onChange={(_, data) => setPrefs({ ...prefs, locale: data.value as NotificationPreferences['locale'] })}
        >
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </Select>
      </Field>
      <fieldset className={styles.kinds}>
        <legend>{intl.formatMessage(m.byEmail)}</legend>
        {prefs.email
          .filter((p) => offered.includes(p.kind))
          .map((p) => (
            <Switch
              key={p.kind}
              label={kinds[p.kind]}
              checked={p.email}
              onChange={(_, data) =>
                setPrefs({
                  ...prefs,
                  email: prefs.email.map((x) => (x.kind === p.kind ? { ...x, email: data.checked } : x)),
                })
              }
            />
          ))}
      </fieldset>
      <div>
        <Button appearance="primary" onClick={() => void save()}>
          {intl.formatMessage(m.save)}
        </Button>
      </div>
    </div>
  );
}

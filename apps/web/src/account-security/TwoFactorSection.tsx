import { Badge, MessageBar, MessageBarBody, Spinner, Subtitle1 } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useNotify } from '../notify/NotifyProvider';
import { Enrolment } from './Enrolment';
import { securityMessages as m } from './messages';
import { RecoveryCodes } from './RecoveryCodes';
import { useSecurityStyles } from './styles';
import { TwoFactorOn } from './TwoFactorOn';

/** The caller's second factor (ADR 0121): state, the registry's requirement, enrol or manage. */
export function TwoFactorSection({ admin }: { admin: boolean }) {
  const intl = useIntl();
  const styles = useSecurityStyles();
  const api = useApi();
  const notify = useNotify();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { data, error, mutate } = useSWR('/auth/two-factor', async () => {
    const { data, error, response } = await api.GET('/auth/two-factor');
    if (!data) throw { error, response };
    return data;
  });
  const heading = (
    <Subtitle1 as="h2">
      {intl.formatMessage(m.twoFactor)}{' '}
      {data && (
        <Badge appearance="tint" color={data.enabled ? 'success' : 'subtle'}>
          {intl.formatMessage(data.enabled ? m.on : m.off)}
        </Badge>
      )}
    </Subtitle1>
  );
  if (error) return <MessageBar intent="error">{intl.formatMessage(m.failed)}</MessageBar>;
  if (!data) return <Spinner size="small" />;
  const body = codes ? (
    <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
  ) : data.enabled ? (
    <TwoFactorOn
      codesLeft={data.recoveryCodesLeft}
      required={data.required}
      onCodes={setCodes}
      onChanged={() => mutate()}
    />
  ) : (
    <>
      <MessageBar intent={data.required ? 'warning' : 'info'}>
        <MessageBarBody>{intl.formatMessage(data.required ? m.required : m.offIntro)}</MessageBarBody>
      </MessageBar>
      <Enrolment
        onEnrolled={(fresh) => {
          setCodes(fresh);
          notify({ message: m.enabledNotice, intent: 'success' });
          void mutate();
        }}
      />
    </>
  );
  return (
    <section className={styles.section} aria-label={intl.formatMessage(m.twoFactor)}>
      {heading}
      {admin && !data.required && (
        <MessageBar intent="warning">
          <MessageBarBody>{intl.formatMessage(m.notRequired)}</MessageBarBody>
        </MessageBar>
      )}
      {body}
    </section>
  );
}

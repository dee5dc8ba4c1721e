import { Button, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { useNotify } from '../notify/NotifyProvider';
import { CodeField } from './CodeField';
import { securityMessages as m } from './messages';
import { useSecurityStyles } from './styles';
import { useSecurityCall } from './use-security-call';

type Props = { codesLeft: number; required: boolean; onCodes: (codes: string[]) => void; onChanged: () => void };

/** Second factor on: new recovery codes, or off (both need a current code; off not while required). */
export function TwoFactorOn({ codesLeft, required, onCodes, onChanged }: Props) {
  const intl = useIntl();
  const styles = useSecurityStyles();
  const api = useApi();
  const call = useSecurityCall();
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);

  const withCode = async (run: (code: string) => Promise<void>) => {
    setTried(true);
    if (code.trim()) await run(code.trim());
  };
  const regenerate = () =>
    withCode(async (c) => {
      const answer = await call(api.POST('/auth/two-factor/recovery-codes', { body: { code: c } }));
      if (answer && answer !== true) onCodes(answer.recoveryCodes);
    });
  const disable = () =>
    withCode(async (c) => {
      if (!(await call(api.POST('/auth/two-factor/disable', { body: { code: c } })))) return;
      notify({ message: m.disabledNotice, intent: 'success' });
      onChanged();
    });

  return (
    <div className={styles.section}>
      <Text>{intl.formatMessage(m.codesLeft, { count: codesLeft })}</Text>
      <div className={styles.row}>
        <CodeField value={code} onChange={setCode} missing={tried} />
        <Button onClick={regenerate}>{intl.formatMessage(m.regenerate)}</Button>
        {!required && <Button onClick={disable}>{intl.formatMessage(m.disable)}</Button>}
      </div>
    </div>
  );
}

import { Button, Text } from '@fluentui/react-components';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';
import { useApi } from '../app/ApiProvider';
import { CodeField } from './CodeField';
import { securityMessages as m } from './messages';
import { useSecurityStyles } from './styles';
import { useSecurityCall } from './use-security-call';

type Pending = { secret: string; otpauthUri: string; qrSvg: string };

// The QR code as an image of the server's SVG (qrcode's paths only): an <img> never runs what it
// shows, so the document is not inserted into the page.
const imageOf = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Enrolment: a new secret as QR code and key, confirmed with the app's first code. */
export function Enrolment({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const intl = useIntl();
  const styles = useSecurityStyles();
  const api = useApi();
  const call = useSecurityCall();
  const [pending, setPending] = useState<Pending | null>(null);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);

  const start = async () => {
    const answer = await call(api.POST('/auth/two-factor/enrolment'));
    if (answer && answer !== true) setPending(answer);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!code.trim()) return;
    const answer = await call(api.POST('/auth/two-factor/confirm', { body: { code: code.trim() } }));
    if (answer && answer !== true) onEnrolled(answer.recoveryCodes);
  };

  if (!pending)
    return (
      <div>
        <Button appearance="primary" onClick={start}>
          {intl.formatMessage(m.start)}
        </Button>
      </div>
    );
  return (
    <form className={styles.section} onSubmit={confirm} noValidate>
      <Text>{intl.formatMessage(m.scan)}</Text>
      <img className={styles.qr} src={imageOf(pending.qrSvg)} alt={intl.formatMessage(m.qrAlt)} />
      <Text>
        {intl.formatMessage(m.key)}: <span className={styles.key}>{pending.secret}</span>
      </Text>
      <div className={styles.row}>
        <CodeField value={code} onChange={setCode} missing={tried} />
        <Button appearance="primary" type="submit">
          {intl.formatMessage(m.confirm)}
        </Button>
      </div>
    </form>
  );
}

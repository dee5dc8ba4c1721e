import { Button, MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { securityMessages as m } from './messages';
import { useSecurityStyles } from './styles';

/** The ten recovery codes, shown this once (only their hashes are kept on the server). */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  const styles = useSecurityStyles();
  return (
    <div className={styles.section}>
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(m.codesTitle)}</MessageBarTitle>
          {intl.formatMessage(m.codesOnce)}
        </MessageBarBody>
      </MessageBar>
      <ol className={styles.codes} aria-label={intl.formatMessage(m.codesTitle)}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div>
        <Button appearance="primary" onClick={onDone}>
          {intl.formatMessage(m.done)}
        </Button>
      </div>
    </div>
  );
}

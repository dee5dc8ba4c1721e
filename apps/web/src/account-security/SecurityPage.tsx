import { Title2 } from '@fluentui/react-components';
import { twoFactorRequirable } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useSession } from '../session/SessionProvider';
import { securityMessages as m } from './messages';
import { SessionsSection } from './SessionsSection';
import { useSecurityStyles } from './styles';
import { TwoFactorSection } from './TwoFactorSection';

// One's own sign-in security (issue 42 items 2–3): the second factor and the open sessions.
export function Component() {
  const intl = useIntl();
  const styles = useSecurityStyles();
  const { snapshot } = useSession();
  return (
    <div className={styles.page}>
      <Title2 as="h1">{intl.formatMessage(m.title)}</Title2>
      <TwoFactorSection admin={twoFactorRequirable(snapshot?.userType)} />
      <SessionsSection />
    </div>
  );
}

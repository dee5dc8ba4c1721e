import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { appMessages as m } from '../app/messages';

const missedOf = (state: unknown): string | null => {
  const missed = (state as { missed?: unknown } | null)?.missed;
  return typeof missed === 'string' ? missed : null;
};

// After the guard sent the user home from a screen of another role, the page says why.
export function MissedNotice() {
  const intl = useIntl();
  const path = missedOf(useLocation().state);
  if (!path) return null;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{intl.formatMessage(m.forbidden, { path })}</MessageBarBody>
    </MessageBar>
  );
}

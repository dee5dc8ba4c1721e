import { MessageBar, MessageBarBody, MessageBarTitle, Spinner } from '@fluentui/react-components';
import { CHAIN_PROBLEM_MESSAGES } from '@rec/domain';
import { useIntl } from 'react-intl';
import { verifyMessages as m } from './messages';
import type { CheckState } from './use-statement-check';

const TITLES = { unknown: m.unknown, invalid: m.invalid, failed: m.failed } as const;
const INTENTS = { unknown: 'warning', invalid: 'error', failed: 'error' } as const;

// The answer in one line a reader cannot miss: verified, not verified (and why), unknown code.
export function Verdict({ check }: { check: CheckState }) {
  const intl = useIntl();
  if (check.state === 'idle') return null;
  if (check.state === 'checking') return <Spinner size="small" label={intl.formatMessage(m.checking)} />;
  if (check.state === 'found') {
    const { verified, problems } = check.result;
    return (
      <MessageBar intent={verified ? 'success' : 'error'} layout="multiline" data-testid="verdict">
        <MessageBarBody>
          <MessageBarTitle>{intl.formatMessage(verified ? m.verified : m.notVerified)}</MessageBarTitle>
          {intl.formatMessage(verified ? m.verifiedBody : m.notVerifiedBody)}
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p}>{intl.formatMessage(CHAIN_PROBLEM_MESSAGES[p])}</li>
              ))}
            </ul>
          )}
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent={INTENTS[check.state]} layout="multiline" data-testid="verdict">
      <MessageBarBody>
        <MessageBarTitle>{intl.formatMessage(TITLES[check.state])}</MessageBarTitle>
        {intl.formatMessage(check.message)}
      </MessageBarBody>
    </MessageBar>
  );
}

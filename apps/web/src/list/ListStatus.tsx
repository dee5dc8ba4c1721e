import { Button, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import type { DomainMessage } from '@rec/domain';
import { useIntl } from 'react-intl';
import { translate } from '../i18n/translate';
import { listMessages as m } from './messages';

type Props = { loading: boolean; error: DomainMessage | null; empty: boolean; search: string; onRetry: () => void };

// A page-level state takes the grid's place: loading, a failure with a retry, or nothing found.
export function ListStatus({ loading, error, empty, search, onRetry }: Props) {
  const intl = useIntl();
  if (error)
    return (
      <MessageBar intent="error">
        <MessageBarBody>{translate(intl, error)}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>{intl.formatMessage(m.retry)}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  if (loading) return <Spinner label={intl.formatMessage(m.loading)} />;
  if (empty) return <Text role="status">{intl.formatMessage(search ? m.emptySearch : m.empty, { search })}</Text>;
  return null;
}

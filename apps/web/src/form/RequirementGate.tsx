import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { type Requirement, resourceApi } from '@rec/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { formMessages as m } from './messages';

// A form that needs something to exist first (an automation needs a plant with volume held)
// says so plainly instead of offering a form the server would refuse.
export function RequirementGate({ requirement, children }: { requirement: Requirement | null; children: ReactNode }) {
  const intl = useIntl();
  const api = useApi();
  const { data, error } = useSWR(requirement ? [requirement.resource, 'required', requirement.query] : null, () =>
    requirement ? resourceApi(api, requirement.resource).list({ page: 1, amount: 1, ...requirement.query }) : null,
  );
  if (!requirement || error) return children;
  if (!data) return <Spinner label={intl.formatMessage(m.checking)} />;
  if (data.total > 0) return children;
  return (
    <MessageBar intent="warning">
      <MessageBarBody>{intl.formatMessage(requirement.message)}</MessageBarBody>
    </MessageBar>
  );
}

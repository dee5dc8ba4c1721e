import { routeByKey } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { ResourceForm } from '../form/ResourceForm';
import { isBuilt } from '../route/built';
import { OfferIntro } from './OfferIntro';

const SENT = 'participant.offer.sent';

// The participant's new offer (issue 41): what an offer does and when it expires, the direct
// transfer beside it, then the resource's own form (certificate picker, destination lookup).
// A sent offer leads to the sent offers, where it shows pending.
export function Component() {
  const intl = useIntl();
  const route = useCurrentRoute();
  return (
    <>
      <PageHeader title={route ? intl.formatMessage(route.label) : ''} />
      <OfferIntro />
      <ResourceForm name="offers" titled={false} donePath={isBuilt(SENT) ? routeByKey(SENT)?.path : undefined} />
    </>
  );
}

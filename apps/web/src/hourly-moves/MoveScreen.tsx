import { GENERIC_MESSAGES, resource } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { ResourceForm } from '../form/ResourceForm';
import { OfferChoice } from '../offers/OfferChoice';
import { HourlyMoveForm } from './HourlyMoveForm';
import { type Granularity, MoveGranularity } from './MoveGranularity';

// The participant's new transfer / new retirement: Mensal keeps the resource's own form (its
// certificate picker and, for transfers, the destination lookup of issue 36, untouched); Horária
// moves hourly certificates by hours. The choice is in the address (?granularity=hourly), so a
// link or a reload opens the same form.
export function MoveScreen({ name }: { name: 'transfers' | 'redemptions' }) {
  const intl = useIntl();
  const route = useCurrentRoute();
  const [params, setParams] = useSearchParams();
  const granularity: Granularity = params.get('granularity') === 'hourly' ? 'hourly' : 'monthly';
  const choose = (g: Granularity) => setParams(g === 'hourly' ? { granularity: g } : {}, { replace: true });
  // An edit (?id=) is always a monthly record's: the resource's own form, as before.
  if (params.has('id')) return <ResourceForm key={name} name={name} />;
  const def = resource(name);
  const kind = name === 'transfers' ? 'transfer' : 'retirement';
  // The title and the choice stay mounted when the user switches: the focus stays on the choice.
  return (
    <>
      <PageHeader title={route ? intl.formatMessage(route.label) : ''} />
      <MoveGranularity value={granularity} onChange={choose} />
      {granularity === 'monthly' ? (
        <>
          {/* Offers move monthly certificates only (ADR 0119): the choice sits with the monthly form. */}
          {name === 'transfers' ? <OfferChoice /> : null}
          <ResourceForm key={name} name={name} titled={false} />
        </>
      ) : def.confirmCreate ? (
        <HourlyMoveForm
          kind={kind}
          confirm={def.confirmCreate}
          destinationNotFound={def.fieldErrorTexts.NOT_FOUND ?? GENERIC_MESSAGES.notFound}
          listPath={siblingRoute(route, name, 'list')?.path ?? '/'}
        />
      ) : null}
    </>
  );
}

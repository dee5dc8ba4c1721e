import { type ApiRecord, type ResourceName, resourceApi } from '@rec/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';
import { useCurrentRoute } from '../app/use-current-route';
import { useSession } from '../session/SessionProvider';

export const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

// The record named by ?id= (detail and edit screens), cached under the resource's key so that an
// action's refresh reaches it. A route of the user's own organisation (`own`) reads it from the
// session; a form whose ?id= fills a field (`fill`) creates, it does not edit.
export const useRecord = (name: ResourceName) => {
  const api = useApi();
  const route = useCurrentRoute();
  const { snapshot } = useSession();
  const [params] = useSearchParams();
  const fills = Object.values(route?.fill ?? {}).includes('id');
  const own = route?.own && !route.fill ? (snapshot?.[route.own] ?? null) : null;
  const id = fills ? null : (idOf(params.get('id')) ?? own);
  const client = useMemo(() => resourceApi(api, name), [api, name]);
  const record = useSWR<ApiRecord>(id === null ? null : [name, 'show', id], () => client.get(id ?? 0), {
    revalidateOnFocus: false,
  });
  return { id, client, record };
};

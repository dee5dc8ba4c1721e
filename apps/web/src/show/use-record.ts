import { type ApiRecord, type ResourceName, resourceApi } from '@rec/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';

export const idOf = (value: string | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

// The record named by ?id= (detail and edit screens), cached under the resource's key so that an
// action's refresh reaches it.
export const useRecord = (name: ResourceName) => {
  const api = useApi();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const client = useMemo(() => resourceApi(api, name), [api, name]);
  const record = useSWR<ApiRecord>(id === null ? null : [name, 'show', id], () => client.get(id ?? 0), {
    revalidateOnFocus: false,
  });
  return { id, client, record };
};

import { type ListPage, type ResourceName, resource, resourceApi } from '@rec/domain';
import useSWR from 'swr';
import { useApi } from '../app/ApiProvider';

// A record's activity, cached under the resource's key so that an action's refresh reaches it.
export const useActivity = (name: ResourceName, id: number) => {
  const api = useApi();
  const operation = resource(name).activity?.operation ?? null;
  return useSWR<ListPage>(operation ? [name, 'activity', id] : null, () =>
    resourceApi(api, name).page(operation ?? '', { path: { id } }),
  );
};

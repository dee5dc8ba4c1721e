import { type BulkActionDef, type ResourceName, resourceApi } from '@rec/domain';
import { useSWRConfig } from 'swr';
import { failureOf } from '../actions/use-action';
import { useApi } from '../app/ApiProvider';
import { useNotify } from '../notify/NotifyProvider';

// Runs a bulk action on the selected records (one call with their ids), says how it went, and
// refreshes every list and detail of the resource.
export const useBulkAction = (name: ResourceName) => {
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  return async (action: BulkActionDef, ids: number[]): Promise<boolean> => {
    try {
      await resourceApi(api, name).call(action.operation, { body: { [action.idsField]: ids } });
      notify({ message: { ...action.success, values: { count: ids.length } }, intent: 'success' });
      await mutate((key) => Array.isArray(key) && key[0] === name);
      return true;
    } catch (error) {
      notify({ message: failureOf(error, action) });
      return false;
    }
  };
};

import {
  type ActionDef,
  type ApiRecord,
  ERROR_CODE_MESSAGES,
  HTTP_CODE_MESSAGES,
  type ResourceName,
  resourceApi,
  toDomainError,
} from '@rec/domain';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';
import { useNotify } from '../notify/NotifyProvider';

// A refusal that names its cause (ILLEGAL_TRANSITION, CEG_IN_USE…) says it; anything else gets
// the action's own failure line from the catalogue.
const failureOf = (error: unknown, action: ActionDef) => {
  const code = toDomainError(error).code;
  return code && Object.hasOwn(ERROR_CODE_MESSAGES, code) && !Object.hasOwn(HTTP_CODE_MESSAGES, code)
    ? ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES]
    : action.failure;
};

// Runs a record action, tells the user how it went, and refreshes every list and detail of the resource.
export const useRecordAction = (name: ResourceName) => {
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  return async (action: ActionDef, id: number, body?: ApiRecord): Promise<boolean> => {
    try {
      await resourceApi(api, name).act(action.operation, id, body);
      notify({ message: action.success, intent: 'success' });
      await mutate((key) => Array.isArray(key) && key[0] === name);
      return true;
    } catch (error) {
      notify({ message: failureOf(error, action) });
      return false;
    }
  };
};

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
import { type Notice, useNotify } from '../notify/NotifyProvider';

// A refusal that names its cause (ILLEGAL_TRANSITION, CEG_IN_USE…) says it; anything else gets
// the action's own failure line from the catalogue.
const failureOf = (error: unknown, action: ActionDef) => {
  const code = toDomainError(error).code;
  return code && Object.hasOwn(ERROR_CODE_MESSAGES, code) && !Object.hasOwn(HTTP_CODE_MESSAGES, code)
    ? ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES]
    : action.failure;
};

// An action whose answer reports its outcome (a sync: { synced, message }) shows that text;
// one that ran without effect is a warning, not a success.
const outcomeOf = (answer: unknown, action: ActionDef): Notice => {
  const said = action.message && isRecord(answer) ? answer[action.message] : undefined;
  if (typeof said !== 'string' || said === '') return { message: action.success, intent: 'success' };
  return { message: said, intent: isRecord(answer) && answer.synced === false ? 'warning' : 'success' };
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Runs a record action, tells the user how it went, and refreshes every list and detail of the resource.
export const useRecordAction = (name: ResourceName) => {
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  return async (action: ActionDef, id: number, body?: ApiRecord): Promise<boolean> => {
    try {
      const answer = await resourceApi(api, name).act(action.operation, id, body);
      notify(outcomeOf(answer, action));
      await mutate((key) => Array.isArray(key) && key[0] === name);
      return true;
    } catch (error) {
      notify({ message: failureOf(error, action) });
      return false;
    }
  };
};

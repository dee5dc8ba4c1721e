import {
  type ActionDef,
  type ApiRecord,
  actionBody,
  ERROR_CODE_MESSAGES,
  fillFromServer,
  HTTP_CODE_MESSAGES,
  LIMIT_MESSAGES,
  type ResourceName,
  resourceApi,
  revealedIn,
  toDomainError,
} from '@rec/domain';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';
import { type Notice, useNotify } from '../notify/NotifyProvider';
import { openFile } from './open-file';

type Failing = { failure: ActionDef['failure'] };

// A refusal that names its cause (ILLEGAL_TRANSITION, CEG_IN_USE…) says it; an HTTP 429 is the
// emission limit (§8); anything else gets the action's own failure line from the catalogue.
// A cause with arguments ({deadline}) takes them from the server's text, or is not shown.
export const failureOf = (error: unknown, action: Failing) => {
  const domain = toDomainError(error);
  const code = domain.code;
  const cause =
    code && Object.hasOwn(ERROR_CODE_MESSAGES, code) && !Object.hasOwn(HTTP_CODE_MESSAGES, code)
      ? fillFromServer(ERROR_CODE_MESSAGES[code as keyof typeof ERROR_CODE_MESSAGES], domain.serverMessage)
      : undefined;
  if (cause) return cause;
  return domain.kind === 'rateLimited' ? LIMIT_MESSAGES.emissionLimit : action.failure;
};

// An action whose answer reports its outcome (a sync: { synced, message }) shows that text;
// one that ran without effect is a warning, not a success. An answer's detail (the hub's
// transaction hash) follows the outcome.
const outcomeOf = (answer: unknown, action: ActionDef): Notice => {
  const said = action.message && isRecord(answer) ? answer[action.message] : undefined;
  const extra = action.detail && isRecord(answer) ? answer[action.detail.field] : undefined;
  if (typeof extra === 'string' && extra !== '' && action.detail)
    return {
      title: typeof said === 'string' && said !== '' ? said : action.success,
      message: { ...action.detail.label, values: { value: extra } },
      intent: 'success',
    };
  if (typeof said !== 'string' || said === '') return { message: action.success, intent: 'success' };
  return { message: said, intent: isRecord(answer) && answer.synced === false ? 'warning' : 'success' };
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Runs a record action, tells the user how it went, and refreshes every list and detail of the
// resource. A secret the answer carries this once (`reveals`) goes to `onReveal`, nowhere else.
export const useRecordAction = (name: ResourceName, onReveal?: (secret: string, action: ActionDef) => void) => {
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  return async (action: ActionDef, id: number, body?: ApiRecord): Promise<boolean> => {
    const client = resourceApi(api, name);
    try {
      // §7: a file (a certificate, a statement) opens in a new window, reserved at the click; the
      // bytes come with the bearer token, and the record itself is unchanged.
      const opens = action.opens;
      if (opens) return await openFile(() => client.file(action.operation, { path: { id }, query: opens.query }));
      const answer = await client.call(action.operation, {
        path: { id },
        body: actionBody(action, id, body),
        idempotencyKey: crypto.randomUUID(),
      });
      notify(outcomeOf(answer, action));
      const secret = revealedIn(answer, action.reveals);
      if (secret !== null) onReveal?.(secret, action);
      await mutate((key) => Array.isArray(key) && key[0] === name);
      return true;
    } catch (error) {
      notify({ message: failureOf(error, action) });
      return false;
    }
  };
};

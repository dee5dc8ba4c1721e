import { messageFor } from '@rec/domain';
import { useNotify } from '../notify/NotifyProvider';

type Answer<T> = { data?: T; error?: unknown; response: Response };

/**
 * Runs one of the page's calls: answers the body (or true for a 204), or tells the user the
 * catalogue's text for the refusal (a wrong code, a throttled attempt) and answers undefined.
 */
export const useSecurityCall = () => {
  const notify = useNotify();
  return async <T>(call: Promise<Answer<T>>): Promise<T | true | undefined> => {
    const { data, error, response } = await call;
    if (response.ok) return data ?? true;
    notify({ message: messageFor({ error, response }), intent: 'error' });
    return undefined;
  };
};

import { createApiClient } from '@rec/sdk';
import type { TestServer } from './server';

/** Signs in through the proxy with an e-mail and password: the SDK's answer, whatever it is. */
export function signInWith(s: TestServer, email: string, password: string) {
  const api = createApiClient({ baseUrl: s.proxied });
  return api.POST('/auth/login', { body: { email, password } });
}

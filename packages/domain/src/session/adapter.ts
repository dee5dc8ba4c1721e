import type { ApiClient } from '@rec/sdk';
import type { AuthApi } from './auth-api';
import { parseLoginResult } from './login-result';

type Answer<T> = { data: T; error?: never; response: Response } | { data?: never; error: unknown; response: Response };

// openapi-fetch answers instead of throwing; the session expects a throw, in the
// { error, response } shape toDomainError reads.
const settle = <T>(answer: Answer<T>): T => {
  if (answer.data === undefined || !answer.response.ok) throw { error: answer.error, response: answer.response };
  return answer.data;
};

export const authApiFromClient = (client: ApiClient): AuthApi => ({
  // The roles in this body decide which tree the user gets: checked, not trusted.
  login: async (body) => parseLoginResult(settle(await client.POST('/auth/login', { body }))),
  loginSecondFactor: async (body) => parseLoginResult(settle(await client.POST('/auth/login/second-factor', { body }))),
  recoverPassword: async (body) => settle(await client.POST('/recoverPassword', { body })),
  newPassword: async (body) => settle(await client.POST('/recoverPassword/newPassword', { body })),
  // 204: no body to settle, only the status.
  logout: async (body) => {
    const { response, error } = await client.POST('/auth/logout', { body });
    if (!response.ok) throw { error, response };
  },
});

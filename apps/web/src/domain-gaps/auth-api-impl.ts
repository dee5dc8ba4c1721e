import { type AuthApi, authApiFromClient } from '@rec/domain';
import { createClient } from './api-client';

// Sign-in calls carry no bearer: a client of their own keeps the token refresh from calling itself.
export const authApiOf = (language: () => string): AuthApi =>
  authApiFromClient(createClient({ getToken: () => null, language }));

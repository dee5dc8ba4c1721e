import type { AuthApi } from '@rec/domain';

// GAP: the domain's authApiFromClient parses the login answer with the SDK's zod schema, so a
// static import would pull zod (and the SDK client) into the first page. Loading the adapter on
// the first call keeps the entry chunk free of both; the domain could offer this lazy variant.

export const lazyAuthApi = (options: { language: () => string }): AuthApi => {
  let loaded: Promise<AuthApi> | undefined;
  const api = () => {
    loaded ??= import('./auth-api-impl').then((m) => m.authApiOf(options.language));
    return loaded;
  };
  return {
    login: async (body) => (await api()).login(body),
    loginSecondFactor: async (body) => (await api()).loginSecondFactor(body),
    recoverPassword: async (body) => (await api()).recoverPassword(body),
    newPassword: async (body) => (await api()).newPassword(body),
    logout: async (body) => (await api()).logout(body),
  };
};

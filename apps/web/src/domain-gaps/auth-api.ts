import type { AuthApi, LoginResult } from '@rec/domain';

// GAP 1: the domain's authApiFromClient parses the login answer with the SDK's zod schema, so a
// static import would pull zod (and the SDK client) into the first page. Loading the adapter on
// the first call keeps the entry chunk free of both; the domain could offer this lazy variant.
//
// GAP 2: the server refuses a service credential itself (403, code E_SERVICE_LOGIN), while the
// domain recognises one only from the roles of a successful login; its catalogue has no entry for
// that code, so the user would read a bare 'Erro'. The refusal is handed to the session as the
// service login it is, and the session answers §5's text and keeps nothing.
const SERVICE_REFUSAL: LoginResult = {
  token: '',
  refreshToken: '',
  roles: ['service'],
  user: { id: 1, name: '', email: 'service@invalid.example' },
};

const codeOf = (error: unknown): string | undefined => {
  const body = typeof error === 'object' && error !== null && 'error' in error ? error.error : undefined;
  return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string'
    ? body.code
    : undefined;
};

export const lazyAuthApi = (options: { language: () => string }): AuthApi => {
  let loaded: Promise<AuthApi> | undefined;
  const api = () => {
    loaded ??= import('./auth-api-impl').then((m) => m.authApiOf(options.language));
    return loaded;
  };
  return {
    login: async (body) => {
      try {
        return await (await api()).login(body);
      } catch (error) {
        if (codeOf(error) === 'E_SERVICE_LOGIN') return SERVICE_REFUSAL;
        throw error;
      }
    },
    recoverPassword: async (body) => (await api()).recoverPassword(body),
    newPassword: async (body) => (await api()).newPassword(body),
  };
};

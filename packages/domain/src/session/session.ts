import { PASSWORD_RESET_REDIRECT_MS } from '../constants';
import { AUTH_MESSAGES, RECOVER_MESSAGES } from '../errors/catalogue-auth';
import { TWO_FACTOR_MESSAGES } from '../errors/catalogue-two-factor';
import type { DomainMessage } from '../errors/entry';
import type { MessageAction } from '../errors/message-for';
import { canSignIn, type Role } from '../policy/roles';
import type { AuthApi, LoginInput, LoginResult, LoginUser, NewPasswordBody } from './auth-api';
import { homeRoute } from './guard';
import { clearSession, readSession, type SessionSnapshot, type Storages, writeSession } from './session-store';
import type { KeyValueStorage } from './storage';

export type SignInResult =
  | { ok: true; userType: Role; user: LoginUser; home: string }
  | { ok: false; message: DomainMessage; challenge?: string };

// A correct password of an account with two factors (ADR 0121): 401 E_SECOND_FACTOR_REQUIRED
// carries the challenge the code goes with.
const challengeOf = (error: unknown): string | undefined => {
  const body = (error as { error?: { code?: unknown; challenge?: { challengeToken?: unknown } } } | null)?.error;
  const token = body?.code === 'E_SECOND_FACTOR_REQUIRED' ? body.challenge?.challengeToken : undefined;
  return typeof token === 'string' ? token : undefined;
};

export type RecoveryResult = { ok: boolean; message: DomainMessage; redirect?: { to: string; afterMs: number } };

export type Session = ReturnType<typeof createSession>;

// `session` holds what dies with the tab, `local` what a new tab may reuse (the refresh token).
// The API error catalogue is only needed once a request fails: loaded then, it stays out of the
// sign-in page's first paint (bundle budget, issue 11).
const messageOnFailure = async (error: unknown, action: MessageAction): Promise<DomainMessage> =>
  (await import('../errors/message-for')).messageFor(error, action);

export const createSession = (deps: { api: AuthApi; session: KeyValueStorage; local: KeyValueStorage }) => {
  const storages: Storages = { session: deps.session, local: deps.local };
  // Told when a refresh changes who the tab is: signed out, or the user's role or organisation
  // changed on the server (ADR 0077). A routine refresh before expiry (a new token for the same
  // user) tells nobody, so screens keyed on the session do not reload for it.
  const listeners = new Set<() => void>();
  const whoOf = ({ token, userType, registrantId, participantId, displayName }: SessionSnapshot) =>
    JSON.stringify([Boolean(token), userType, registrantId, participantId, displayName]);
  let who = whoOf(readSession(storages));
  const changed = () => {
    const now = whoOf(readSession(storages));
    if (now === who) return;
    who = now;
    for (const listener of listeners) listener();
  };

  // §6: the first role decides the user type; a service credential never gets a session.
  const accept = (result: LoginResult): SignInResult => {
    const userType = result.roles[0];
    if (!userType || !canSignIn(userType)) {
      clearSession(storages);
      return { ok: false, message: userType === 'service' ? AUTH_MESSAGES.serviceRefused : AUTH_MESSAGES.loginFailed };
    }
    writeSession(storages, result, userType);
    return { ok: true, userType, user: result.user, home: homeRoute(userType) };
  };

  const attempt = async (call: () => Promise<LoginResult>): Promise<SignInResult> => {
    try {
      return accept(await call());
    } catch (error) {
      const challenge = challengeOf(error);
      if (challenge) return { ok: false, message: TWO_FACTOR_MESSAGES.E_SECOND_FACTOR_REQUIRED, challenge };
      return { ok: false, message: await messageOnFailure(error, { resource: 'auth', action: 'login' }) };
    } finally {
      changed();
    }
  };
  const login = (body: LoginInput) => attempt(() => deps.api.login(body));

  const signInWithRefreshToken = async (): Promise<SignInResult> => {
    const refreshToken = readSession(storages).refreshToken;
    if (!refreshToken) return { ok: false, message: AUTH_MESSAGES.loginFailed };
    const result = await login({ refreshToken });
    // A refused refresh token is dead: keep nothing that would retry it forever.
    if (!result.ok) clearSession(storages);
    changed();
    return result;
  };

  return {
    signIn: (credentials: { email: string; password: string }) => login(credentials),
    // The second step: a code of the authenticator app or a recovery code (ADR 0121).
    signInWithCode: (challengeToken: string, code: string) =>
      attempt(() => deps.api.loginSecondFactor({ challengeToken, code: code.trim() })),
    signInWithRefreshToken,

    // At start-up: a live tab keeps its session; a new tab signs in again with the refresh token.
    restore: async (): Promise<SessionSnapshot> => {
      const stored = readSession(storages);
      if (stored.token && stored.userType) return stored;
      if (stored.refreshToken) await signInWithRefreshToken();
      return readSession(storages);
    },

    // §4 "Sair": the server ends the session (its refresh token then fails everywhere, ADR 0077).
    // What the tab holds goes first and whatever the call answers: offline or refused, the user
    // is signed out of this tab.
    signOut: async (): Promise<void> => {
      const { refreshToken } = readSession(storages);
      clearSession(storages);
      changed();
      if (!refreshToken) return;
      try {
        await deps.api.logout({ refreshToken });
      } catch {
        // Nothing to tell the user: the refresh token expires by itself at worst.
      }
    },
    current: (): SessionSnapshot => readSession(storages),
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // For createApiClient({ getToken }).
    token: (): string | null => readSession(storages).token,

    recoverEmail: async (email: string): Promise<RecoveryResult> => {
      try {
        await deps.api.recoverPassword({ email });
        return { ok: true, message: { ...RECOVER_MESSAGES.emailSent, values: { email } } };
      } catch (error) {
        return { ok: false, message: await messageOnFailure(error, { resource: 'recover', action: 'email' }) };
      }
    },

    newPassword: async (body: NewPasswordBody): Promise<RecoveryResult> => {
      if (!body.token?.trim()) return { ok: false, message: RECOVER_MESSAGES.newPasswordFailed };
      try {
        await deps.api.newPassword(body);
        return {
          ok: true,
          message: RECOVER_MESSAGES.passwordReset,
          redirect: { to: homeRoute(null), afterMs: PASSWORD_RESET_REDIRECT_MS },
        };
      } catch (error) {
        return { ok: false, message: await messageOnFailure(error, { resource: 'recover', action: 'newPassword' }) };
      }
    },
  };
};

import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../errors/catalogue-auth';
import { textOf } from '../errors/text';
import type { AuthApi, LoginInput, LoginResult } from './auth-api';
import { createSession } from './session';
import { memoryStorage } from './storage';

const loginResult = (roles: LoginResult['roles'], user: Partial<LoginResult['user']> = {}): LoginResult => ({
  token: 'access-1',
  refreshToken: 'refresh-1',
  roles,
  user: { id: 1, name: 'Ana', email: 'ana@exemplo.com.br', ...user },
});

// A stand-in for the server: it answers from a table and records the calls it got.
const fakeApi = (answers: {
  login?: (body: LoginInput) => LoginResult;
  secondFactor?: (code: string) => LoginResult;
  recover?: () => unknown;
  newPassword?: () => unknown;
  logout?: () => unknown;
}) => {
  const calls: string[] = [];
  const api: AuthApi = {
    login: async (body) => {
      calls.push(`login ${JSON.stringify(body)}`);
      if (!answers.login) throw new Error('no login');
      return answers.login(body);
    },
    loginSecondFactor: async (body) => {
      calls.push(`secondFactor ${body.challengeToken} ${body.code}`);
      if (!answers.secondFactor) throw new Error('no second factor');
      return answers.secondFactor(body.code);
    },
    recoverPassword: async (body) => {
      calls.push(`recover ${body.email}`);
      return answers.recover?.();
    },
    newPassword: async (body) => {
      calls.push(`newPassword ${body.token}`);
      return answers.newPassword?.();
    },
    logout: async (body) => {
      calls.push(`logout ${body.refreshToken}`);
      return answers.logout?.();
    },
  };
  return { api, calls };
};

const setup = (
  answers: Parameters<typeof fakeApi>[0],
  stored: { session?: Record<string, string>; local?: Record<string, string> } = {},
) => {
  const { api, calls } = fakeApi(answers);
  const sessionStorage = memoryStorage(stored.session);
  const localStorage = memoryStorage(stored.local);
  return {
    session: createSession({ api, session: sessionStorage, local: localStorage }),
    sessionStorage,
    localStorage,
    calls,
  };
};

const failure = (status: number, code: string) => ({
  error: { code, message: code },
  response: new Response(null, { status }),
});

describe('signIn', () => {
  it('stores the tokens, the user type of the first role and the registrant', async () => {
    const { session, sessionStorage, localStorage } = setup({
      login: () => loginResult(['client_admin', 'client'], { registrant: { id: 42, social_reason: 'Solar SA' } }),
    });
    const result = await session.signIn({ email: 'ana@exemplo.com.br', password: 'segredo12' });
    expect(result).toMatchObject({ ok: true, userType: 'client_admin', home: '/users/dashboard' });
    expect(sessionStorage.dump()).toEqual({
      token: 'access-1',
      userType: 'client_admin',
      registrantId: '42',
      displayName: 'Ana',
    });
    expect(localStorage.dump()).toEqual({ refreshToken: 'refresh-1' });
    expect(session.current()).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
      userType: 'client_admin',
      registrantId: 42,
      participantId: null,
      displayName: 'Ana',
    });
    expect(session.token()).toBe('access-1');
  });

  it('sends admin to the back office and keeps the participant of a participant admin', async () => {
    const admin = setup({ login: () => loginResult(['admin']) });
    expect(await admin.session.signIn({ email: 'a@b.co', password: 'x' })).toMatchObject({
      ok: true,
      home: '/backoffice/dashboard',
    });
    const participant = setup({
      login: () => loginResult(['client_admin_participant'], { participant: { id: 9, name: 'Comprador' } }),
    });
    await participant.session.signIn({ email: 'a@b.co', password: 'x' });
    expect(participant.session.current()).toMatchObject({
      userType: 'client_admin_participant',
      participantId: 9,
      registrantId: null,
    });
  });

  it('refuses a service credential and stores nothing', async () => {
    const { session, sessionStorage, localStorage } = setup({ login: () => loginResult(['service', 'admin']) });
    const result = await session.signIn({ email: 'bot@exemplo.com', password: 'x' });
    expect(result.ok ? 'signed in' : textOf(result.message)).toBe(
      'Login Inválido, credenciais de serviços não podem acessar o system',
    );
    expect(sessionStorage.dump()).toEqual({});
    expect(localStorage.dump()).toEqual({});
  });

  it('refuses a login without roles', async () => {
    const { session, sessionStorage } = setup({ login: () => loginResult([]) });
    const result = await session.signIn({ email: 'a@b.co', password: 'x' });
    expect(result.ok ? 'signed in' : textOf(result.message)).toBe('Erro');
    expect(sessionStorage.dump()).toEqual({});
  });

  it.each([
    ['E_PASSWORD_MISMATCH', 400, 'Senha incorreta'],
    ['E_USER_NOT_FOUND', 400, 'Usuário não encontrado'],
    ['INTERNAL', 500, 'Erro'],
  ])('shows %s as %j', async (code, status, text) => {
    const { session, sessionStorage } = setup({
      login: () => {
        throw failure(status, code);
      },
    });
    const result = await session.signIn({ email: 'a@b.co', password: 'x' });
    expect(result.ok ? 'signed in' : textOf(result.message)).toBe(text);
    expect(sessionStorage.dump()).toEqual({});
  });
});

describe('refresh token and restore', () => {
  it('signs in again with the stored refresh token', async () => {
    const { session, calls } = setup(
      { login: () => loginResult(['client']) },
      { local: { refreshToken: 'old-refresh' } },
    );
    expect(await session.signInWithRefreshToken()).toMatchObject({ ok: true, userType: 'client' });
    expect(calls).toEqual(['login {"refreshToken":"old-refresh"}']);
    expect(session.current().refreshToken).toBe('refresh-1');
  });

  it('forgets a refused refresh token', async () => {
    const { session, localStorage } = setup(
      {
        login: () => {
          throw failure(400, 'INVALID_TOKEN');
        },
      },
      { local: { refreshToken: 'dead' } },
    );
    expect((await session.signInWithRefreshToken()).ok).toBe(false);
    expect(localStorage.dump()).toEqual({});
  });

  it('tells its subscribers when a refresh changes who the tab is: the new user, or nobody', async () => {
    let answer: () => LoginResult = () => loginResult(['client_financial']);
    const { session } = setup({ login: () => answer() }, { local: { refreshToken: 'old-refresh' } });
    const seen: (string | null)[] = [];
    const stop = session.subscribe(() => seen.push(session.current().userType));
    await session.signInWithRefreshToken();
    // A routine refresh (a new token for the same user) tells nobody.
    await session.signInWithRefreshToken();
    answer = () => {
      throw failure(401, 'INVALID_REFRESH_TOKEN');
    };
    await session.signInWithRefreshToken();
    stop();
    await session.signInWithRefreshToken();
    expect(seen).toEqual(['client_financial', null]);
  });

  it('does not call the server without a refresh token', async () => {
    const { session, calls } = setup({ login: () => loginResult(['client']) });
    expect((await session.signInWithRefreshToken()).ok).toBe(false);
    expect(calls).toEqual([]);
  });

  it('restores a live tab from session storage without a call', async () => {
    const { session, calls } = setup({}, { session: { token: 't', userType: 'admin' } });
    expect(await session.restore()).toMatchObject({ token: 't', userType: 'admin' });
    expect(calls).toEqual([]);
  });

  it('restores a new tab through the refresh token', async () => {
    const { session } = setup({ login: () => loginResult(['client_financial']) }, { local: { refreshToken: 'r' } });
    expect(await session.restore()).toMatchObject({ token: 'access-1', userType: 'client_financial' });
  });

  it('restores a visitor as nobody', async () => {
    const { session } = setup({}, { session: { token: 't', userType: 'superuser', registrantId: 'abc' } });
    expect(await session.restore()).toEqual({
      token: 't',
      refreshToken: null,
      userType: null,
      registrantId: null,
      participantId: null,
      displayName: null,
    });
  });
});

describe('signOut', () => {
  it('clears everything it stored and leaves other keys alone', async () => {
    const { session, sessionStorage, localStorage } = setup(
      { login: () => loginResult(['client'], { registrant: { id: 1, social_reason: 'X' } }) },
      { session: { theme: 'dark-indigo' }, local: { language: 'pt' } },
    );
    await session.signIn({ email: 'a@b.co', password: 'x' });
    await session.signOut();
    expect(sessionStorage.dump()).toEqual({ theme: 'dark-indigo' });
    expect(localStorage.dump()).toEqual({ language: 'pt' });
    expect(session.current().userType).toBeNull();
  });

  it('ends the session on the server with its refresh token', async () => {
    const { session, calls } = setup({ login: () => loginResult(['client']) });
    await session.signIn({ email: 'a@b.co', password: 'x' });
    await session.signOut();
    expect(calls.at(-1)).toBe('logout refresh-1');
  });

  it('still signs the tab out when the server cannot be reached', async () => {
    const { session, sessionStorage, localStorage, calls } = setup({
      login: () => loginResult(['client']),
      logout: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await session.signIn({ email: 'a@b.co', password: 'x' });
    await expect(session.signOut()).resolves.toBeUndefined();
    expect(calls.at(-1)).toBe('logout refresh-1');
    expect(sessionStorage.dump()).toEqual({});
    expect(localStorage.dump()).toEqual({});
    expect(session.current()).toMatchObject({ token: null, refreshToken: null, userType: null });
  });
});

describe('two-factor sign-in (ADR 0121)', () => {
  it('answers the challenge of a correct password, then signs in with the code', async () => {
    const { session, calls } = setup({
      login: () => {
        throw {
          error: {
            code: 'E_SECOND_FACTOR_REQUIRED',
            message: 'x',
            challenge: { challengeToken: 'ch_1', expiresIn: 300 },
          },
          response: new Response(null, { status: 401 }),
        };
      },
      secondFactor: (code) => {
        if (code !== '123456') throw failure(401, 'E_SECOND_FACTOR_INVALID');
        return loginResult(['admin']);
      },
    });
    const first = await session.signIn({ email: 'ana@exemplo.com.br', password: 'segredo12' });
    expect(first).toMatchObject({ ok: false, challenge: 'ch_1' });
    expect(textOf(first.ok ? AUTH_MESSAGES.loginFailed : first.message)).toBe(
      'Digite o código do aplicativo autenticador',
    );
    expect(session.current().token).toBeFalsy();
    const wrong = await session.signInWithCode('ch_1', '000000');
    expect(wrong.ok).toBe(false);
    expect(textOf(wrong.ok ? AUTH_MESSAGES.loginFailed : wrong.message)).toBe('Código inválido ou já utilizado');
    const right = await session.signInWithCode('ch_1', ' 123456 ');
    expect(right).toMatchObject({ ok: true, userType: 'admin', home: '/backoffice/dashboard' });
    expect(calls).toContain('secondFactor ch_1 123456');
  });
});

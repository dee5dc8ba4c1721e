import { describe, expect, it } from 'vitest';
import { textOf } from '../errors/text';
import type { AuthApi } from './auth-api';
import { createSession } from './session';
import { memoryStorage } from './storage';

// A stand-in for the server's two recovery calls; it records what it was asked.
const setup = (answers: { recover?: () => unknown; newPassword?: () => unknown }) => {
  const calls: string[] = [];
  const api: AuthApi = {
    login: async () => {
      throw new Error('not used here');
    },
    loginSecondFactor: async () => {
      throw new Error('not used here');
    },
    recoverPassword: async (body) => {
      calls.push(`recover ${body.email}`);
      return answers.recover?.();
    },
    logout: async () => {
      throw new Error('not used here');
    },
    newPassword: async (body) => {
      calls.push(`newPassword ${body.token}`);
      return answers.newPassword?.();
    },
  };
  return { session: createSession({ api, session: memoryStorage(), local: memoryStorage() }), calls };
};

const failure = (status: number, code: string) => ({
  error: { code, message: code },
  response: new Response(null, { status }),
});

describe('password recovery', () => {
  it('says where the e-mail went', async () => {
    const { session, calls } = setup({ recover: () => ({ status: true, message: 'ok' }) });
    const result = await session.recoverEmail('ana@exemplo.com.br');
    expect(result.ok).toBe(true);
    expect(textOf(result.message)).toBe('Foi enviado um e-mail para ana@exemplo.com.br');
    expect(calls).toEqual(['recover ana@exemplo.com.br']);
  });

  it('says the recovery failed', async () => {
    const { session } = setup({
      recover: () => {
        throw failure(404, 'E_USER_NOT_FOUND');
      },
    });
    const result = await session.recoverEmail('x@y.co');
    expect(result.ok).toBe(false);
    expect(textOf(result.message)).toBe('Usuário não encontrado');
    const generic = setup({
      recover: () => {
        throw failure(500, 'INTERNAL');
      },
    });
    expect(textOf((await generic.session.recoverEmail('x@y.co')).message)).toBe('Erro ao recuperar senha');
  });

  it('confirms the new password and sends the user to sign-in after 4 s', async () => {
    const { session } = setup({ newPassword: () => ({ status: true, message: 'ok' }) });
    const result = await session.newPassword({ password: '12345678', password_confirmation: '12345678', token: 'tok' });
    expect(result).toEqual({
      ok: true,
      message: expect.objectContaining({ defaultMessage: 'Sua senha foi redefinida com sucesso' }),
      redirect: { to: '/signin', afterMs: 4000 },
    });
  });

  it('refuses a new password without a token and reports a server failure', async () => {
    const { session, calls } = setup({
      newPassword: () => {
        throw failure(422, 'VALIDATION_FAILED');
      },
    });
    const missing = await session.newPassword({ password: '12345678', password_confirmation: '12345678', token: ' ' });
    expect(textOf(missing.message)).toBe('Erro ao cadastrar nova senha');
    expect(calls).toEqual([]);
    const refused = await session.newPassword({
      password: '12345678',
      password_confirmation: '12345678',
      token: 'tok',
    });
    expect(refused.ok).toBe(false);
    expect(textOf(refused.message)).toBe('Erro ao cadastrar nova senha');
  });
});

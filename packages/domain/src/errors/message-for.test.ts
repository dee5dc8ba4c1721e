import { describe, expect, it } from 'vitest';
import { messageFor } from './message-for';
import { textOf } from './text';

const response = (status: number) => new Response(null, { status });
const failed = (status: number, error: unknown) => ({ error, response: response(status) });
const say = (...args: Parameters<typeof messageFor>) => textOf(messageFor(...args));

describe('messageFor', () => {
  it('maps the login codes', () => {
    expect(say(failed(401, { code: 'E_PASSWORD_MISMATCH', message: 'x' }), { resource: 'auth', action: 'login' })).toBe(
      'Senha incorreta',
    );
    expect(say(failed(404, { code: 'E_USER_NOT_FOUND', message: 'x' }), { resource: 'auth', action: 'login' })).toBe(
      'Usuário não encontrado',
    );
    expect(say(failed(500, { code: 'INTERNAL', message: 'boom' }), { resource: 'auth', action: 'login' })).toBe('Erro');
  });

  it('shows §5’s refusal when the server refuses a service credential', () => {
    expect(say(failed(403, { code: 'E_SERVICE_LOGIN', message: 'x' }), { resource: 'auth', action: 'login' })).toBe(
      'Login Inválido, credenciais de serviços não podem acessar o system',
    );
  });

  it('maps duplicates by code or by the server text', () => {
    expect(
      say(failed(409, { code: 'ER_DUP_ENTRY', message: 'Duplicate entry' }), {
        resource: 'registrants',
        action: 'create',
      }),
    ).toBe('E-mail já cadastrado');
    expect(say(failed(400, { error: 'Email já cadastrado' }), { resource: 'admins', action: 'create' })).toBe(
      'E-mail já cadastrado',
    );
    expect(say(failed(400, 'Email já cadastrado'), { resource: 'clients', action: 'create' })).toBe(
      'E-mail já cadastrado',
    );
  });

  it('maps the generation codes wherever they come from', () => {
    expect(say({ code: 'CEG_NOT_FOUND', message: 'x' })).toBe(
      'CEG não cadastrado na plataforma. Contate o administrador do sistema',
    );
    expect(
      say(failed(409, { code: 'CEG_HAS_ALREADY_BEEN_USED', message: 'x' }), {
        resource: 'beneficiaries',
        action: 'create',
      }),
    ).toBe('CEG já cadastrado em outro empreendimento.');
    expect(say(failed(422, { code: 'EXCEEDS_LIMIT', message: 'x' }))).toBe(
      'Os dados apresentaram divergência na quantidade de MWh do mês',
    );
    expect(say(failed(409, { code: 'GENERATION_ALREADY_SUBMITTED', message: 'x' }))).toBe(
      'O registro de geração do mês atual já foi cadastrado',
    );
  });

  it('shows the emission limit on 429', () => {
    expect(say(failed(429, { code: 'TOO_MANY', message: 'slow down' }), { resource: 'recs', action: 'create' })).toBe(
      'Você atingiu o limite de emissão',
    );
  });

  it('shows the resource own not-found text, else a generic one', () => {
    expect(say(failed(404, { code: 'NOT_FOUND', message: 'x' }), { resource: 'businesses', action: 'edit' })).toBe(
      'Empreendimento não encontrado',
    );
    expect(
      say(failed(404, { code: 'NOT_FOUND', message: 'x' }), { resource: 'redemptionsautomations', action: 'show' }),
    ).toBe('Automação não encontrado');
    expect(say(failed(404, { code: 'NOT_FOUND', message: 'x' }), { resource: 'sources', action: 'show' })).toBe(
      'Registro não encontrado',
    );
    expect(say(failed(404, { code: 'NOT_FOUND', message: 'x' }))).toBe('Registro não encontrado');
  });

  it('tells an expired session from a forbidden action', () => {
    expect(say(failed(401, { code: 'UNAUTHORIZED', message: 'x' }), { resource: 'admins', action: 'list' })).toBe(
      'Sua sessão expirou. Entre novamente.',
    );
    expect(say(failed(403, { code: 'FORBIDDEN', message: 'x' }), { resource: 'admins', action: 'list' })).toBe(
      'Você não tem permissão para realizar esta ação',
    );
  });

  it('keeps the sign-in and recovery texts whatever the status', () => {
    expect(say(failed(401, { code: 'UNAUTHORIZED', message: 'x' }), { resource: 'auth', action: 'login' })).toBe(
      'Erro',
    );
    expect(say(failed(429, { code: 'TOO_MANY_REQUESTS', message: 'x' }), { resource: 'auth', action: 'login' })).toBe(
      'Erro',
    );
    expect(say(failed(404, { code: 'NOT_FOUND', message: 'x' }), { resource: 'recover', action: 'email' })).toBe(
      'Erro ao recuperar senha',
    );
  });

  it("falls back to the action's failure text", () => {
    expect(say(failed(500, { code: 'INTERNAL', message: 'x' }), { resource: 'admins', action: 'list' })).toBe(
      'Erro ao listar Administradores',
    );
    expect(
      say(failed(422, { code: 'VALIDATION_FAILED', message: 'x' }), { resource: 'registrants', action: 'delete' }),
    ).toBe('Erro ao deletar registrante');
    expect(say(new TypeError('fetch failed'), { resource: 'recs', action: 'list' })).toBe('Erro ao listar emissões');
    expect(say(failed(500, {}), { resource: 'recover', action: 'email' })).toBe('Erro ao recuperar senha');
    expect(say(failed(500, {}), { resource: 'recover', action: 'newPassword' })).toBe('Erro ao cadastrar nova senha');
  });

  it('shows the server text for the actions whose failures speak for themselves', () => {
    expect(
      say(failed(409, { code: 'ALREADY_APPROVED', message: 'Emissão já aprovada' }), {
        resource: 'recs',
        action: 'approve',
      }),
    ).toBe('Emissão já aprovada');
    expect(
      say(failed(422, { code: 'UNKNOWN', message: 'Volume acima do disponível' }), {
        resource: 'businesses',
        action: 'create',
      }),
    ).toBe('Volume acima do disponível');
    // With nothing from the server, the failure line is still better than nothing.
    expect(say(new TypeError('fetch failed'), { resource: 'businesses', action: 'create' })).toBe(
      'Erro ao cadastrar empreendimento',
    );
  });

  it('shows the raw text of an unknown code when no action text applies', () => {
    expect(say({ code: 'SOMETHING_NEW', message: 'Algo novo aconteceu' })).toBe('Algo novo aconteceu');
    expect(say(failed(500, {}), { resource: 'certificates', action: 'delete' })).toBe(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
  });

  it('explains a network failure when no action is known', () => {
    expect(say(new TypeError('fetch failed'))).toBe('Não foi possível conectar ao servidor. Verifique sua conexão.');
  });

  it('returns a descriptor a translator can render', () => {
    expect(messageFor({ code: 'SOMETHING_NEW', message: 'Algo' })).toEqual({
      id: 'errors.generic.raw',
      defaultMessage: '{message}',
      values: { message: 'Algo' },
    });
    expect(messageFor(failed(500, {}), { resource: 'admins', action: 'list' })).toEqual({
      id: 'errors.admins.list',
      defaultMessage: 'Erro ao listar Administradores',
    });
  });

  // Issue 36 item 2: the code's entry has {deadline}; the API sends the date only in its text.
  it('fills a code’s arguments from the server’s text, and never shows an unfilled one', () => {
    const late = 'Prazo de emissão encerrado: a produção deste mês podia ser emitida até 31/05/2026';
    const refused = failed(422, { code: 'EMISSION_DEADLINE_PASSED', message: late });
    expect(messageFor(refused, { resource: 'recs', action: 'create' })).toMatchObject({
      id: 'errors.hardening.emissionDeadlinePassed',
      values: { deadline: '31/05/2026' },
    });
    expect(say(refused)).toBe(late);
    expect(
      say(failed(422, { code: 'REPORT_FILTER_REQUIRED', message: 'Informe o filtro rec_id para este relatório' })),
    ).toBe('Informe o filtro rec_id para este relatório');
    // A text that does not follow the template: the server's own words, not '{deadline}'.
    expect(say(failed(422, { code: 'EMISSION_DEADLINE_PASSED', message: 'Prazo encerrado' }))).toBe('Prazo encerrado');
    expect(say(failed(422, { code: 'EMISSION_DEADLINE_PASSED' }), { resource: 'recs', action: 'create' })).not.toMatch(
      /\{\w+\}/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  InputError,
  NotAllowedError,
  NotFoundError,
  RateLimitedError,
  ServerError,
} from './domain-error';
import { toDomainError } from './to-domain-error';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

// What openapi-fetch resolves with on a non-2xx answer: the parsed body and the Response.
const fetched = async (status: number, body: unknown, headers?: Record<string, string>) => {
  const response = json(status, body, headers);
  return { error: await response.clone().json(), response };
};

describe('toDomainError', () => {
  it('turns a 422 with fields into an InputError with a message per field', async () => {
    const error = toDomainError(
      await fetched(422, {
        code: 'VALIDATION_FAILED',
        message: 'Dados inválidos',
        fields: [
          { field: 'dueDate', code: 'maximum', message: 'must be <= 27' },
          { field: 'dueDate', message: 'second message is dropped' },
          { field: 'email', message: 'Digite um e-mail válido' },
        ],
        requestId: 'req-1',
      }),
    );
    expect(error).toBeInstanceOf(InputError);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION_FAILED',
      message: 'Dados inválidos',
      requestId: 'req-1',
      fieldErrors: { dueDate: 'must be <= 27', email: 'Digite um e-mail válido' },
    });
  });

  it.each([
    [400, InputError],
    [401, NotAllowedError],
    [403, NotAllowedError],
    [404, NotFoundError],
    [409, ConflictError],
    [429, RateLimitedError],
    [500, ServerError],
    [503, ServerError],
    [418, ServerError],
  ])('maps HTTP %i to %o', async (status, kind) => {
    const error = toDomainError(await fetched(status, { code: 'X', message: 'm' }));
    expect(error).toBeInstanceOf(kind);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe('m');
  });

  it('reads Retry-After on a 429', async () => {
    const error = toDomainError(await fetched(429, { code: 'EMISSION_LIMIT', message: 'x' }, { 'Retry-After': '30' }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ retryAfterSeconds: 30 });
    const without = toDomainError(await fetched(429, { code: 'EMISSION_LIMIT', message: 'x' }));
    expect(without).toMatchObject({ retryAfterSeconds: undefined });
  });

  it('classifies a bare body by its code or its fields', () => {
    expect(toDomainError({ code: 'NOT_FOUND', message: 'Não encontrado' })).toBeInstanceOf(NotFoundError);
    expect(toDomainError({ code: 'ER_DUP_ENTRY', message: 'dup' })).toBeInstanceOf(ConflictError);
    expect(toDomainError({ code: 'FORBIDDEN', message: 'no' })).toBeInstanceOf(NotAllowedError);
    expect(toDomainError({ code: 'EMISSION_LIMIT', message: 'x' })).toBeInstanceOf(RateLimitedError);
    expect(toDomainError({ message: 'x', fields: [{ field: 'name', message: 'Campo Obrigatório' }] })).toBeInstanceOf(
      InputError,
    );
    const unknown = toDomainError({ code: 'CEG_NOT_FOUND', message: 'CEG?' });
    expect(unknown).toBeInstanceOf(ServerError);
    expect(unknown.code).toBe('CEG_NOT_FOUND');
  });

  it('takes the status from the context for a bare body', () => {
    expect(toDomainError({ message: 'x' }, { status: 404 })).toBeInstanceOf(NotFoundError);
    expect(toDomainError({ status: 409, message: 'x' })).toBeInstanceOf(ConflictError);
  });

  it('ignores codes that are names of object properties', () => {
    const error = toDomainError({ code: 'constructor', message: 'x' });
    expect(error).toBeInstanceOf(ServerError);
  });

  it('reads the legacy shapes of the old server', () => {
    expect(toDomainError({ error: 'Email já cadastrado' }).serverMessage).toBe('Email já cadastrado');
    expect(toDomainError({ error: { code: 'E_USER_NOT_FOUND', message: 'not found' } }).code).toBe('E_USER_NOT_FOUND');
    const adonis = toDomainError({ errors: [{ field: 'email', rule: 'email', message: 'invalid' }] });
    expect(adonis).toBeInstanceOf(InputError);
    expect(adonis).toMatchObject({ message: 'invalid', fieldErrors: { email: 'invalid' } });
    expect(toDomainError({ status: false, data: 'Saldo insuficiente' }).serverMessage).toBe('Saldo insuficiente');
    expect(toDomainError([{ message: 'first' }, 'junk', { field: 'a', message: 'second' }]).serverMessage).toBe(
      'first',
    );
  });

  it('reads a raw string, as text or as JSON', () => {
    const text = toDomainError('Bad Gateway');
    expect(text).toBeInstanceOf(ServerError);
    expect(text.message).toBe('Bad Gateway');
    const fromJson = toDomainError('{"code":"NOT_FOUND","message":"Não encontrado"}');
    expect(fromJson).toBeInstanceOf(NotFoundError);
    expect(toDomainError('{ not json').message).toBe('{ not json');
    expect(toDomainError('   ').message).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });

  it('reads a bare Response', () => {
    expect(toDomainError(new Response(null, { status: 404 }))).toBeInstanceOf(NotFoundError);
  });

  it('keeps a thrown network failure apart from a server answer', async () => {
    const error = toDomainError(new TypeError('fetch failed'));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ network: true, message: 'fetch failed', serverMessage: undefined });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(toDomainError(await fetched(500, { code: 'INTERNAL', message: 'x' }))).toMatchObject({ network: false });
  });

  it('reads the status and code some libraries put on thrown errors', () => {
    const thrown = Object.assign(new Error('gone'), { status: 404, code: 'NOT_FOUND' });
    expect(toDomainError(thrown)).toBeInstanceOf(NotFoundError);
    expect(toDomainError(new Error('late'), { status: 409 })).toBeInstanceOf(ConflictError);
  });

  it('turns garbage into a ServerError with a generic message', () => {
    for (const garbage of [undefined, null, 42, true, {}, Symbol('x')]) {
      const error = toDomainError(garbage);
      expect(error).toBeInstanceOf(ServerError);
      expect(error.message).toBe('Ocorreu um erro inesperado. Tente novamente.');
    }
  });

  it('keeps the raw payload and passes a DomainError through unchanged', async () => {
    const body = { code: 'X', message: 'm', extra: [1] };
    const error = toDomainError(body);
    expect(error.payload).toBe(body);
    expect(toDomainError(error)).toBe(error);
    expect(error.name).toBe('ServerError');
    expect(error).toBeInstanceOf(Error);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { newPasswordSchema, recoverEmailSchema, signInSchema } from './auth';
import { validate } from './field-errors';

const errorsOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = validate(schema, value);
  return result.ok ? {} : result.fieldErrors;
};

describe('signInSchema', () => {
  it('asks for the e-mail and the password', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Digite seu e-mail',
      password: 'Digite sua senha',
    });
    expect(errorsOf(signInSchema, {})).toEqual({ email: 'Digite seu e-mail', password: 'Digite sua senha' });
    expect(errorsOf(signInSchema, { email: '   ', password: 'x' })).toEqual({ email: 'Digite seu e-mail' });
  });

  it('asks for a valid e-mail', () => {
    expect(errorsOf(signInSchema, { email: 'ana@', password: 'x' })).toEqual({ email: 'Digite um e-mail válido' });
  });

  it('accepts and trims a valid sign-in', () => {
    expect(signInSchema.parse({ email: ' ana@exemplo.com.br ', password: 'segredo' })).toEqual({
      email: 'ana@exemplo.com.br',
      password: 'segredo',
    });
  });
});

describe('recoverEmailSchema', () => {
  it('follows the sign-in e-mail rules', () => {
    expect(errorsOf(recoverEmailSchema, { email: '' })).toEqual({ email: 'Digite seu e-mail' });
    expect(errorsOf(recoverEmailSchema, { email: 'nope' })).toEqual({ email: 'Digite um e-mail válido' });
    expect(errorsOf(recoverEmailSchema, { email: 'ana@exemplo.com' })).toEqual({});
  });
});

describe('newPasswordSchema', () => {
  const token = 'a'.repeat(32);

  it('requires both passwords', () => {
    expect(errorsOf(newPasswordSchema, { password: '', password_confirmation: '', token })).toEqual({
      password: 'Campo Obrigatório',
      password_confirmation: 'Campo Obrigatório',
    });
  });

  it('requires at least 8 characters', () => {
    expect(errorsOf(newPasswordSchema, { password: '1234567', password_confirmation: '1234567', token })).toEqual({
      password: 'Senha deve conter ao menos 8 caracteres',
    });
  });

  it('requires the confirmation to match', () => {
    expect(errorsOf(newPasswordSchema, { password: '12345678', password_confirmation: '12345679', token })).toEqual({
      password_confirmation: 'Senhas não conferem',
    });
  });

  it('refuses to submit without the token of the link', () => {
    expect(errorsOf(newPasswordSchema, { password: '12345678', password_confirmation: '12345678', token: '' })).toEqual(
      {
        token: 'Erro ao cadastrar nova senha',
      },
    );
    expect(errorsOf(newPasswordSchema, { password: '12345678', password_confirmation: '12345678' })).toEqual({
      token: 'Erro ao cadastrar nova senha',
    });
  });

  it('accepts a good new password', () => {
    const value = { password: '12345678', password_confirmation: '12345678', token };
    expect(newPasswordSchema.parse(value)).toEqual(value);
  });
});

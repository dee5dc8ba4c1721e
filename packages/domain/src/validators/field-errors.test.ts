import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf, validate } from './field-errors';

describe('validate', () => {
  const schema = z.object({
    a: z.string().min(2, { error: 'curto' }).regex(/x/, { error: 'sem x' }),
    b: z.object({ c: z.int({ error: 'inteiro' }) }),
  });

  it('gives the parsed value when valid', () => {
    expect(validate(schema, { a: 'xx', b: { c: 1 } })).toEqual({ ok: true, value: { a: 'xx', b: { c: 1 } } });
  });

  it('gives the first message of each field, by dotted path', () => {
    expect(validate(schema, { a: '1', b: { c: 'x' } })).toEqual({
      ok: false,
      fieldErrors: { a: 'curto', 'b.c': 'inteiro' },
    });
  });

  it('speaks Brazilian Portuguese for the rules without a text of ours', () => {
    const limited = z.object({ code: z.string().max(3), tags: z.array(z.string()) });
    const result = validate(limited, { code: 'ABCDE' });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      code: 'Grande demais: esperava que o texto tivesse <= 3 caracteres',
      tags: 'Entrada inválida: esperava um vetor, recebeu um valor "undefined"',
    });
  });

  it('reads a ZodError directly', () => {
    const result = schema.safeParse({});
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      a: 'Invalid input: expected string, received undefined',
      b: 'Invalid input: expected object, received undefined',
    });
  });
});

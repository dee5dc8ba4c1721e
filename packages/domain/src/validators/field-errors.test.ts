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

  it('answers with catalogue texts for the rules without a text of ours (no library wording, no regex)', () => {
    const limited = z.object({
      code: z.string().max(3),
      uf: z.string().regex(/^[A-Z]{2}$/),
      tags: z.array(z.string()),
      n: z.int().min(0),
      whole: z.int(),
      kind: z.enum(['a', 'b']),
    });
    const result = validate(limited, { code: 'ABCDE', uf: 'x', n: -5, whole: 1.5, kind: 'c' });
    expect(result.ok ? {} : result.fieldErrors).toEqual({
      code: 'Use no máximo 3 caracteres',
      uf: 'Formato inválido',
      tags: 'Campo Obrigatório',
      n: 'O valor deve ser no mínimo 0',
      whole: 'Informe um número inteiro, sem casas decimais',
      kind: 'Selecione uma opção válida',
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

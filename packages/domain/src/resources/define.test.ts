import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../validators/field-errors';
import { files, items, mwh, text } from './field';
import { formSchema } from './form-schema';
import { asObject } from './schemas';

describe('asObject', () => {
  it('merges a multipart "input & { file }" body into one form object', () => {
    const body = asObject(z.object({ title: z.string() }).and(z.object({ file: z.string().optional() })));
    expect(Object.keys(body.shape)).toEqual(['title', 'file']);
  });

  it('refuses a body that is not an object', () => {
    expect(() => asObject(z.string())).toThrow(TypeError);
    expect(() => asObject(z.string().and(z.object({})))).toThrow(TypeError);
  });
});

describe('formSchema', () => {
  it('takes several files where the contract takes a list of them', () => {
    const schema = formSchema(z.object({ files: z.array(z.string()) }), { files: files('Arquivos') });
    const upload = new Blob(['x']);
    expect(validate(schema, { files: [upload] })).toEqual({ ok: true, value: { files: [upload] } });
    expect(validate(schema, { files: [] })).toEqual({ ok: false, fieldErrors: { files: 'Campo Obrigatório' } });
  });

  it('leaves a list alone when its rows are not described', () => {
    const base = z.object({ rows: z.array(z.object({ volume: z.string() })) });
    const schema = formSchema(base, { rows: items('Linhas') });
    expect(validate(schema, { rows: [{ volume: '1,5' }] })).toEqual({ ok: true, value: { rows: [{ volume: '1,5' }] } });
    const described = formSchema(base, { rows: items('Linhas', { itemFields: { volume: mwh('Volume') } }) });
    expect(validate(described, { rows: [{ volume: '1,5' }] })).toEqual({
      ok: true,
      value: { rows: [{ volume: '1.500000' }] },
    });
  });

  it('keeps fields it has no overlay for as the contract has them', () => {
    const schema = formSchema(z.object({ code: z.string().max(3), note: z.string().optional() }), {
      code: text('Código'),
    });
    expect(validate(schema, { code: 'ABCD' }).ok).toBe(false);
    expect(validate(schema, { code: 'ABC', note: 'x' })).toEqual({ ok: true, value: { code: 'ABC', note: 'x' } });
  });
});

import * as sdkZod from '@rec/sdk/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from '../validators/field-errors';
import { RESOURCES } from './all';
import { formSchemaOf } from './schemas';
import type { FieldDef, FormMode, ResourceDef } from './types';

const upload = () => new Blob(['conteúdo'], { type: 'application/pdf' });

// What a user would type in each kind of input.
const typed = (field: FieldDef): unknown => {
  if (field.example !== undefined) return field.example;
  switch (field.type) {
    case 'email':
      return 'ana@exemplo.com.br';
    case 'password':
      return '12345678';
    case 'integer':
    case 'dueDay':
    case 'reference':
      return '5';
    case 'references':
      return [1, 2];
    case 'choices':
      return field.options?.slice(0, 2).map((o) => o.value);
    case 'boolean':
      return true;
    case 'date':
      return '05/03/2024';
    case 'mwh':
      return '1.234,5';
    case 'rate':
      return '5,25';
    case 'money':
      return '10,50';
    case 'phone':
      return '(51) 3222-1100';
    case 'percentage':
      return '50';
    case 'choice':
      return field.options?.[0]?.value;
    case 'file':
      return upload();
    case 'files':
      return [upload()];
    case 'items':
      return [Object.fromEntries((field.itemFields ?? []).map((f) => [f.name, typed(f)]))];
    default:
      return 'Texto';
  }
};

const bodyOf = (def: ResourceDef, mode: FormMode): z.ZodType => {
  const id = def.operations[mode]?.id ?? '';
  const body = (sdkZod as Record<string, unknown>)[`z${id.charAt(0).toUpperCase()}${id.slice(1)}Body`];
  if (!(body instanceof z.ZodType)) throw new Error(`no body schema for ${id}`);
  return body;
};

// Multipart fields are typed as strings in the SDK's zod; the form sends Blobs there.
const asWire = (value: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      v instanceof Blob ? 'binary' : Array.isArray(v) && v[0] instanceof Blob ? ['binary'] : v,
    ]),
  );

const cases = Object.values(RESOURCES).flatMap((def) =>
  (Object.keys(def.bodies) as FormMode[]).map((mode) => [`${def.name} ${mode}`, def, mode] as const),
);

describe('form schemas', () => {
  it.each(cases)('%s turns typed input into a body the contract accepts', (_, def, mode) => {
    const schema = formSchemaOf(def.name, mode);
    const input = Object.fromEntries(
      def.fields.filter((f) => schema && f.name in schema.shape).map((f) => [f.name, typed(f)]),
    );
    const parsed = validate(schema ?? z.never(), input);
    expect(parsed).toMatchObject({ ok: true });
    if (!parsed.ok) return;
    const wire = bodyOf(def, mode).safeParse(asWire(parsed.value));
    expect(wire.success ? 'accepted' : wire.error.issues).toBe('accepted');
  });

  it('speaks the §5 messages on a registrant', () => {
    const result = validate(formSchemaOf('registrants', 'create') ?? z.never(), {
      social_reason: '',
      cnpj: '11.222.333/0001-81',
      email: 'ana@',
      password: '123',
      password_confirmation: '',
      dueDate: '28',
    });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        social_reason: 'Campo Obrigatório',
        email: 'Digite um e-mail válido',
        password: 'Senha deve conter ao menos 8 caracteres',
        password_confirmation: 'Campo Obrigatório',
        dueDate: 'O dia de vencimento deve estar entre 1 e 27',
      },
    });
  });

  // Issue 36: "abc" as a phone, -1 as a price and a CNPJ with wrong check digits passed the browser.
  it('checks phones, prices, CNPJs and CEPs by their rules in the browser, and sends a phone as digits', () => {
    const schema = formSchemaOf('registrants', 'edit') ?? z.never();
    expect(
      validate(schema, {
        social_reason: 'Solar SA',
        dueDate: 10,
        cnpj: '11.222.333/0001-82',
        phone: 'abc',
        cep: '9001',
        price_emission_irec: '-1',
      }),
    ).toEqual({
      ok: false,
      fieldErrors: {
        cnpj: 'CNPJ inválido: confira os 14 dígitos',
        phone: 'Telefone inválido: use DDD e número, como (11) 98765-4321',
        cep: 'CEP inválido: use 8 dígitos, como 90010-000',
        price_emission_irec: 'O valor não pode ser negativo',
      },
    });
    expect(
      validate(schema, {
        social_reason: 'Solar SA',
        dueDate: 10,
        cnpj: '11.222.333/0001-81',
        phone: '(11) 98765-4321',
        price_emission_irec: '0',
      }),
    ).toMatchObject({ ok: true, value: { phone: '11987654321', price_emission_irec: '0.00' } });
  });

  it("checks a Brazilian beneficiary's CPF or CNPJ by its check digits; other codes pass", () => {
    const schema = formSchemaOf('beneficiaries', 'create') ?? z.never();
    const base = { name: 'Metalúrgica', country: 'BR', participant_id: 1 };
    const errorOn = (code: string, country = 'BR') => {
      const result = validate(schema, { ...base, country, code });
      return result.ok ? undefined : result.fieldErrors.code;
    };
    expect(errorOn('529.982.247-24')).toBe('CPF ou CNPJ inválido: confira os dígitos verificadores');
    expect(errorOn('11222333000182')).toBe('CPF ou CNPJ inválido: confira os dígitos verificadores');
    expect(errorOn('529.982.247-25')).toBeUndefined();
    expect(errorOn('11.222.333/0001-81')).toBeUndefined();
    expect(errorOn('REG-2024-17')).toBeUndefined();
    expect(errorOn('11222333000182', 'AR')).toBeUndefined();
  });

  it('checks that the confirmation matches', () => {
    const result = validate(formSchemaOf('admins', 'create') ?? z.never(), {
      name: 'Ana',
      email: 'ana@exemplo.com.br',
      password: '12345678',
      password_confirmation: '87654321',
    });
    expect(result).toEqual({ ok: false, fieldErrors: { password_confirmation: 'Senhas não conferem' } });
  });

  it("checks a CEG code's digit before the API does, with its text, only on a well-formed core", () => {
    const schema = formSchemaOf('ceg', 'create') ?? z.never();
    const code = { type_of_generation: 'UFV', source: 'RS', uf: 'SP', version: '01', enterprise_name: 'UFV Sol' };
    expect(validate(schema, { ...code, core: '012345', dv: '5' })).toMatchObject({ ok: true });
    expect(validate(schema, { ...code, core: '012345', dv: '6' })).toEqual({
      ok: false,
      fieldErrors: { dv: 'Dígito verificador inválido' },
    });
    // Said at once, while other fields are still blank.
    expect(validate(schema, { core: '012345', dv: '6', source: '', enterprise_name: '' })).toMatchObject({
      ok: false,
      fieldErrors: {
        dv: 'Dígito verificador inválido',
        source: 'Campo Obrigatório',
        enterprise_name: 'Campo Obrigatório',
      },
    });
    // A core of the wrong shape is its own field's error; the digit is not compared with it.
    const short = validate(schema, { ...code, core: '1234', dv: '6' });
    expect(short.ok ? {} : short.fieldErrors).not.toHaveProperty('dv');
    expect(short.ok ? {} : short.fieldErrors).toHaveProperty('core');
  });

  it('turns pt numbers and dates into API values, and blanks into no value', () => {
    const result = validate(formSchemaOf('registrants', 'edit') ?? z.never(), {
      social_reason: 'Solar SA',
      cnpj: '11222333000181',
      dueDate: 10,
      price_emission_irec: '1.234,5',
      volume_mwh_month: '',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { dueDate: 10, price_emission_irec: '1234.50', volume_mwh_month: undefined },
    });
    const business = validate(formSchemaOf('businesses', 'edit') ?? z.never(), {
      name: 'Usina',
      codeCEG: 'UFV.RS.SP.012345-6.01',
      source_id: '1',
      technology_id: 2,
      capacity_mw: '5',
      measurement_data_source: 'ccee',
      irec_due_date: '',
      commercial_operation_start: '01/02/2020',
    });
    expect(business).toMatchObject({
      ok: true,
      value: {
        source_id: 1,
        technology_id: 2,
        irec_due_date: null,
        commercial_operation_start: '2020-02-01',
        capacity_mw: '5.000000',
      },
    });
  });

  it('reports a bad row of an items field at its path', () => {
    const result = validate(formSchemaOf('transfers', 'create') ?? z.never(), {
      source_account_code: 'A',
      destination_account_code: 'B',
      items: [{ rec_id: '1', volume: '1,2,3' }],
    });
    expect(result).toEqual({ ok: false, fieldErrors: { 'items.0.volume': 'Número inválido' } });
    const empty = validate(formSchemaOf('transfers', 'create') ?? z.never(), {
      source_account_code: 'A',
      destination_account_code: 'B',
      items: [],
    });
    expect(empty).toEqual({ ok: false, fieldErrors: { items: 'Campo Obrigatório' } });
  });

  it('asks for required references and choices', () => {
    const result = validate(formSchemaOf('technologies', 'create') ?? z.never(), {
      name: 'Eólica',
      code: 'EOL',
      source_id: '',
    });
    expect(result).toEqual({ ok: false, fieldErrors: { source_id: 'Campo Obrigatório' } });
    const account = validate(formSchemaOf('retirements', 'create') ?? z.never(), {
      accountName: 'Conta',
      accountType: '',
    });
    expect(account).toEqual({ ok: false, fieldErrors: { accountType: 'Campo Obrigatório' } });
  });

  it('expects a file where the contract takes one', () => {
    const result = validate(formSchemaOf('tutorials', 'create') ?? z.never(), {
      title: 'Como emitir',
      file: 'não é arquivo',
    });
    expect(result).toEqual({ ok: false, fieldErrors: { file: 'Campo Obrigatório' } });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validate } from './field-errors';
import { dateField, decimalField, isPositiveDecimal } from './fields';
import { registrantDueDateSchema } from './registrant';

const errorsOf = (schema: z.core.$ZodType, value: unknown) => {
  const result = validate(schema, value);
  return result.ok ? {} : result.fieldErrors;
};

describe('registrant dueDate', () => {
  it('accepts days 1 to 27', () => {
    for (const dueDate of [1, 15, 27]) expect(registrantDueDateSchema.safeParse({ dueDate }).success).toBe(true);
  });

  it('refuses other days with one clear message', () => {
    for (const dueDate of [0, 28, 31, 1.5, '10', undefined]) {
      expect(errorsOf(registrantDueDateSchema, { dueDate })).toEqual({
        dueDate: 'O dia de vencimento deve estar entre 1 e 27',
      });
    }
  });
});

describe('decimalField', () => {
  const schema = z.object({ volume: decimalField({ positive: true }) });

  it('turns pt input into the API decimal string', () => {
    expect(schema.parse({ volume: '1.234,5' })).toEqual({ volume: '1234.500000' });
    expect(z.object({ price: decimalField({ precision: 2 }) }).parse({ price: '0' })).toEqual({ price: '0.00' });
  });

  it('explains what is wrong', () => {
    expect(errorsOf(schema, { volume: '' })).toEqual({ volume: 'Campo Obrigatório' });
    expect(errorsOf(schema, { volume: '1,2,3' })).toEqual({ volume: 'Número inválido' });
    expect(errorsOf(schema, { volume: '1,1234567' })).toEqual({ volume: 'Use no máximo 6 casas decimais' });
    expect(errorsOf(schema, { volume: '0,000000' })).toEqual({ volume: 'O valor deve ser maior que zero' });
    expect(errorsOf(schema, { volume: '-1' })).toEqual({ volume: 'O valor deve ser maior que zero' });
  });
});

describe('dateField', () => {
  const now = new Date('2024-06-10T12:00:00Z');

  it('turns DD/MM/YYYY into the API date', () => {
    expect(z.object({ d: dateField({ now }) }).parse({ d: '05/03/2024' })).toEqual({ d: '2024-03-05' });
    expect(z.object({ d: dateField({ now, allowFuture: true }) }).parse({ d: '05/03/2030' })).toEqual({
      d: '2030-03-05',
    });
  });

  it('refuses invalid and future dates', () => {
    const schema = z.object({ d: dateField({ now }) });
    expect(errorsOf(schema, { d: '31/02/2024' })).toEqual({ d: 'Data inexistente no calendário' });
    expect(errorsOf(schema, { d: '11/06/2024' })).toEqual({ d: 'A data não pode estar no futuro' });
    expect(errorsOf(schema, { d: '' })).toEqual({ d: 'Campo Obrigatório' });
  });
});

describe('isPositiveDecimal', () => {
  it('judges on the digits', () => {
    expect(isPositiveDecimal('0.000001')).toBe(true);
    expect(isPositiveDecimal('12')).toBe(true);
    expect(isPositiveDecimal('0.000000')).toBe(false);
    expect(isPositiveDecimal('-3.5')).toBe(false);
    expect(isPositiveDecimal('abc')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { parseDecimalInput } from './parse-decimal';

const value = (text: string, options?: Parameters<typeof parseDecimalInput>[1]) => {
  const result = parseDecimalInput(text, options);
  return result.ok ? result.value : result.error.defaultMessage;
};

describe('parseDecimalInput', () => {
  it('reads pt notation into the API decimal string', () => {
    expect(value('1.234,5')).toBe('1234.500000');
    expect(value('1234,5')).toBe('1234.500000');
    expect(value('12.345.678,123456')).toBe('12345678.123456');
    expect(value('0,000001')).toBe('0.000001');
    expect(value(' 7 ')).toBe('7.000000');
    expect(value('-1,5')).toBe('-1.500000');
    expect(value('007,5')).toBe('7.500000');
  });

  it('answers the precision asked for', () => {
    expect(value('1.234,5', { precision: 2 })).toBe('1234.50');
    expect(value('1.234', { precision: 0 })).toBe('1234');
    expect(value('-0,00')).toBe('0.000000');
  });

  it('refuses more decimals than the precision', () => {
    const result = parseDecimalInput('1,1234567');
    expect(result).toEqual({
      ok: false,
      error: expect.objectContaining({ id: 'errors.validation.tooManyDecimals', values: { precision: 6 } }),
    });
  });

  it('refuses malformed numbers', () => {
    for (const text of ['1.23,5', '1,2,3', 'abc', '1.234.5', ',5', '1e3', '1,']) {
      expect(value(text)).toBe('Número inválido');
    }
  });

  it('asks for a value when empty', () => {
    expect(value('  ')).toBe('Campo Obrigatório');
  });

  it('reads the notation of other locales', () => {
    expect(value('1,234.5', { locale: 'en' })).toBe('1234.500000');
    expect(value('1 234,5', { locale: 'fr' })).toBe('1234.500000');
    expect(value('1\u202f234,5', { locale: 'fr' })).toBe('1234.500000');
    expect(value('1.234,5', { locale: 'en' })).toBe('Número inválido');
  });
});

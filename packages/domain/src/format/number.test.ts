import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDecimal, formatMwh } from './number';

describe('formatDecimal', () => {
  it('shows pt numbers with dot thousands, comma decimals and 6 decimals by default', () => {
    expect(formatDecimal('1234.500000')).toBe('1.234,500000');
    expect(formatDecimal('1234.5')).toBe('1.234,500000');
    expect(formatMwh('0')).toBe('0,000000');
  });

  it('keeps every digit of 12 integer digits and 6 decimals', () => {
    expect(formatMwh('123456789012.123456')).toBe('123.456.789.012,123456');
    expect(formatMwh('999999999999.999999')).toBe('999.999.999.999,999999');
  });

  it('rounds half away from zero to the requested precision', () => {
    expect(formatDecimal('9.9999995')).toBe('10,000000');
    expect(formatDecimal('1.005', { precision: 2 })).toBe('1,01');
    expect(formatDecimal('-1.005', { precision: 2 })).toBe('-1,01');
    expect(formatDecimal('1.004', { precision: 2 })).toBe('1,00');
    expect(formatDecimal('1234.56', { precision: 0 })).toBe('1.235');
  });

  it('drops the sign of a value that rounds to zero and keeps it on negative fractions', () => {
    expect(formatDecimal('-0.0000004')).toBe('0,000000');
    expect(formatDecimal('-0.5', { precision: 1 })).toBe('-0,5');
  });

  it('formats numbers and bigints exactly as their decimal text', () => {
    expect(formatDecimal(0.1 + 0.2)).toBe('0,300000');
    expect(formatDecimal(12n, { precision: 0 })).toBe('12');
    expect(formatDecimal(1e21, { precision: 0 })).toBe('1.000.000.000.000.000.000.000');
  });

  it('lets other locales lay out their own separators', () => {
    expect(formatDecimal('1234567.5', { locale: 'en', precision: 2 })).toBe('1,234,567.50');
    expect(formatDecimal('1234567.5', { locale: 'fr', precision: 2 })).toBe('1\u202f234\u202f567,50');
    expect(formatDecimal('-1234.5', { locale: 'ar', precision: 1 })).toBe('\u200e-1,234.5');
  });

  it('returns anything that is not a number unchanged', () => {
    expect(formatDecimal('abc')).toBe('abc');
    expect(formatDecimal('1,5')).toBe('1,5');
    expect(formatDecimal(Number.NaN)).toBe('NaN');
  });
});

describe('formatCurrency', () => {
  it('formats BRL, USD and EUR natively per locale', () => {
    expect(formatCurrency('1234.5', 'BRL')).toBe('R$\u00a01.234,50');
    expect(formatCurrency('-1234.5', 'USD', { locale: 'en' })).toBe('-$1,234.50');
    expect(formatCurrency('1234.5', 'EUR', { locale: 'fr' })).toBe('1\u202f234,50\u00a0€');
  });

  it('keeps the cents of large amounts exact', () => {
    expect(formatCurrency('98765432109876.55', 'BRL')).toBe('R$\u00a098.765.432.109.876,55');
  });

  it('returns an unreadable amount unchanged', () => {
    expect(formatCurrency('n/a', 'BRL')).toBe('n/a');
  });
});

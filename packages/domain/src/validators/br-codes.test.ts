import { describe, expect, it } from 'vitest';
import { formatPhone, isValidCep, isValidCnpj, isValidCpf, isValidPhone, phoneDigits } from './br-codes';

describe('Brazilian codes', () => {
  it('checks a CNPJ by its check digits, with or without punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11a22233300018')).toBe(false);
  });

  it('checks a CPF by its check digits', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('takes a CEP of 8 digits', () => {
    expect(isValidCep('90010-000')).toBe(true);
    expect(isValidCep('90010000')).toBe(true);
    expect(isValidCep('9001-000')).toBe(false);
    expect(isValidCep('abc')).toBe(false);
  });

  it('takes landlines and mobiles with their area code, and formats them', () => {
    expect(isValidPhone('abc')).toBe(false);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('(11) 8765-4321 ramal')).toBe(false);
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('11987654321');
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('5132221100')).toBe('(51) 3222-1100');
    expect(formatPhone('(51) 3222-1100')).toBe('(51) 3222-1100');
    expect(formatPhone('ramal 12')).toBe('ramal 12');
  });
});

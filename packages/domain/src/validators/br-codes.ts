// Brazilian codes as the Receita and Anatel define them, checked before any call: a CNPJ or CPF
// with wrong check digits is refused in the browser, not after the server's lookup fails.

const digitsOf = (text: string) => text.replace(/\D/g, '');

// Modulo 11 with weights `weights`: a remainder under 2 gives 0, else 11 minus it.
const checkDigit = (digits: string, weights: readonly number[]) => {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
};

const CNPJ_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_2 = [6, ...CNPJ_1];

/** The two check digits of a 12-digit CNPJ base (8-digit root + 4-digit branch). */
export const cnpjCheckDigits = (base: string): string => {
  if (!/^\d{12}$/.test(base)) throw new Error(`a CNPJ base has 12 digits: ${base}`);
  const first = checkDigit(base, CNPJ_1);
  return `${first}${checkDigit(`${base}${first}`, CNPJ_2)}`;
};

// Typed with or without its dots, slash and dash: 11.222.333/0001-81. A run of one digit
// (00.000.000/0000-00) passes the arithmetic but is no company.
export const isValidCnpj = (text: string): boolean => {
  if (!/^[\d./\s-]*$/.test(text)) return false;
  const d = digitsOf(text);
  if (d.length !== 14 || /^(\d)\1{13}$/.test(d)) return false;
  return cnpjCheckDigits(d.slice(0, 12)) === d.slice(12);
};

const weightsFrom = (start: number, length: number) => Array.from({ length }, (_, i) => start - i);

// 123.456.789-09, with or without its punctuation.
export const isValidCpf = (text: string): boolean => {
  if (!/^[\d.\s-]*$/.test(text)) return false;
  const d = digitsOf(text);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  return checkDigit(d, weightsFrom(10, 9)) === Number(d[9]) && checkDigit(d, weightsFrom(11, 10)) === Number(d[10]);
};

// 90010-000 or 90010000.
export const isValidCep = (text: string): boolean => /^\d{5}-?\d{3}$/.test(text.trim());

// A Brazilian number: area code (11–99) and 8 digits (a landline) or 9 starting with 9 (a mobile),
// typed with or without +55, parentheses, spaces and dashes.
export const phoneDigits = (text: string): string | null => {
  if (!/^[\d\s()+.-]*$/.test(text)) return null;
  let d = digitsOf(text);
  if (d.length > 11 && d.startsWith('55')) d = d.slice(2);
  if (!/^[1-9]\d/.test(d)) return null;
  const local = d.slice(2);
  return /^[2-8]\d{7}$/.test(local) || /^9\d{8}$/.test(local) ? d : null;
};

export const isValidPhone = (text: string): boolean => phoneDigits(text) !== null;

// 14 digits as the Receita writes a CNPJ (11.222.333/0001-81), 11 as a CPF (123.456.789-09);
// anything else as it was stored.
export const formatDocument = (value: string): string => {
  if (/^\d{14}$/.test(value)) return value.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
  if (/^\d{11}$/.test(value)) return value.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  return value;
};

// (11) 98765-4321 or (51) 3222-1100; anything else is shown as it was stored.
export const formatPhone = (value: string): string => {
  const d = phoneDigits(value);
  if (!d) return value;
  const local = d.slice(2);
  const split = local.length === 9 ? 5 : 4;
  return `(${d.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`;
};

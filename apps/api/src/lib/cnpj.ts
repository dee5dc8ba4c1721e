// CNPJ (Brazilian company register number): 12 base digits + 2 check digits, modulo 11 with the
// Receita Federal weights. The one implementation: validation, the demo seed and the lookup use it.

const W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const W2 = [6, ...W1];

function digit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] as number);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The two check digits of a 12-digit CNPJ base (8-digit root + 4-digit branch). */
export function cnpjCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`a CNPJ base has 12 digits: ${base}`);
  const d1 = digit(base, W1);
  const d2 = digit(`${base}${d1}`, W2);
  return `${d1}${d2}`;
}

/** A full 14-digit CNPJ from its 12-digit base. */
export const cnpj = (base: string): string => `${base}${cnpjCheckDigits(base)}`;

/** Whether a 14-digit CNPJ (digits only) has correct check digits and is not a repeated digit. */
export function isValidCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  return cnpjCheckDigits(value.slice(0, 12)) === value.slice(12);
}

/** 11.222.333/0001-81 */
export const formatCnpj = (value: string): string =>
  value.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');

/** The CNPJ without its punctuation (. / - and spaces). */
export const cnpjDigits = (input: string): string => input.replace(/[.\-/\s]/g, '');

/** A CNPJ as its 14 digits when it is valid (punctuation allowed), else undefined. */
export function normalCnpj(input: string): string | undefined {
  const digits = cnpjDigits(input);
  return isValidCnpj(digits) ? digits : undefined;
}

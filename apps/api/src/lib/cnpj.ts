// CNPJ (Brazilian company register number): 12 base digits + 2 check digits, modulo 11 with the
// Receita Federal weights. The check is the domain's (the browser's forms use the same one); this
// module adds what only the server needs: digits-only input, the seed's generator, formatting.
import { cnpjCheckDigits, isValidCnpj as isValidCnpjText } from '@rec/domain/br-codes';

export { cnpjCheckDigits };

/** A full 14-digit CNPJ from its 12-digit base. */
export const cnpj = (base: string): string => `${base}${cnpjCheckDigits(base)}`;

/** Whether a 14-digit CNPJ (digits only) has correct check digits and is not a repeated digit. */
export const isValidCnpj = (value: string): boolean => /^\d{14}$/.test(value) && isValidCnpjText(value);

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

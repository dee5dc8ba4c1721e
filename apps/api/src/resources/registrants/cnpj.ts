/** The CNPJ without its punctuation (. / - and spaces). */
export const cnpjDigits = (input: string): string => input.replace(/[.\-/\s]/g, '');

/**
 * A CNPJ as its 14 digits, or undefined when it is not a valid one: punctuation (. / -) is
 * stripped, both check digits (mod 11, weights 5..2,9..2 and 6..2,9..2) must hold, and a number of
 * one repeated digit (00000000000000, 11111111111111, ...) is refused although its digits add up.
 */
export function normalCnpj(input: string): string | undefined {
  const digits = cnpjDigits(input);
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return undefined;
  const check = (length: number): number => {
    let sum = 0;
    let weight = length - 7;
    for (let i = 0; i < length; i++) {
      sum += Number(digits[i]) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13]) ? digits : undefined;
}

// ANEEL's CEG codes (type.source.UF.core-dv.version): the check digit the register computes, which
// the API checks on every code it stores (422 on field `dv`) and tools compute for fresh codes.

/** CEG check digit: modulo 11 over the core's digits, weights 2, 3, … from the right; 10 and 11 give 0. */
export function cegCheckDigit(core: string): string {
  let sum = 0;
  for (let i = 0; i < core.length; i++) sum += Number(core[core.length - 1 - i]) * (i + 2);
  const dv = 11 - (sum % 11);
  return String(dv >= 10 ? 0 : dv);
}

// Brazilian states and postal codes (CEP): the public facts the address fields and the geo
// connectors rely on, with no network.

/** The 27 states (26 and the Federal District) by code, with their names in Portuguese. */
export const STATE_NAMES: Readonly<Record<string, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export const isStateCode = (uf: string): boolean => Object.hasOwn(STATE_NAMES, uf);

/** Names in Portuguese order: accents and case do not move a name (Ábaco, Acegua, Água Boa). */
export const byName = new Intl.Collator('pt-BR').compare;

/** The CEP as its 8 digits when it is well formed (90010000 or 90010-000), else undefined. */
export function normalCep(input: string): string | undefined {
  const match = /^(\d{5})-?(\d{3})$/.exec(input.trim());
  return match ? `${match[1]}${match[2]}` : undefined;
}

/**
 * The Correios' CEP ranges by state, on the first five digits (inclusive). A state may have two
 * ranges (AM, DF, GO); prefixes outside every range (below 01000, 78900–78999) belong to none.
 */
const CEP_RANGES: readonly (readonly [from: number, to: number, uf: string])[] = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

/** The state whose range holds an 8-digit CEP, or undefined. */
export function stateOfCep(cep: string): string | undefined {
  const prefix = Number(cep.slice(0, 5));
  return CEP_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2];
}

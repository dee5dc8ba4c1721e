import { SERVER_TEXTS, serverText } from '@rec/domain';
import { CellError, type CellValue, text } from '../cells';

// The submarket and data-tier cells: spellings a registry's users write, folded to the stored codes.

export const SUBMARKETS = ['SUDESTE', 'SUL', 'NORDESTE', 'NORTE'] as const;
export type Submarket = (typeof SUBMARKETS)[number];
export const TIERS = ['meter', 'profile', 'estimate'] as const;
export type Tier = (typeof TIERS)[number];

const key = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();

// CCEE names SUDESTE/CENTRO-OESTE as one submarket; its short names (SE/CO, S, NE, N) too.
const SUBMARKET_OF: Readonly<Record<string, Submarket>> = {
  SUDESTE: 'SUDESTE',
  'SUDESTE CENTRO OESTE': 'SUDESTE',
  'CENTRO OESTE': 'SUDESTE',
  'SE CO': 'SUDESTE',
  SECO: 'SUDESTE',
  SE: 'SUDESTE',
  SUL: 'SUL',
  S: 'SUL',
  NORDESTE: 'NORDESTE',
  NE: 'NORDESTE',
  NORTE: 'NORTE',
  N: 'NORTE',
};

const TIER_OF: Readonly<Record<string, Tier>> = {
  MEDICAO: 'meter',
  MEDIDO: 'meter',
  MEDIDOR: 'meter',
  METER: 'meter',
  PERFIL: 'profile',
  PROFILE: 'profile',
  ESTIMATIVA: 'estimate',
  ESTIMADO: 'estimate',
  ESTIMATE: 'estimate',
};

export function submarketCell(value: CellValue): Submarket | undefined {
  const t = text(value);
  if (t === undefined) return undefined;
  const found = SUBMARKET_OF[key(t)];
  if (!found) throw new CellError(serverText(SERVER_TEXTS.submercadoDesconhecido, { value: t }));
  return found;
}

export function tierCell(value: CellValue): Tier | undefined {
  const t = text(value);
  if (t === undefined) return undefined;
  const found = TIER_OF[key(t)];
  if (!found) throw new CellError(serverText(SERVER_TEXTS.nivelDesconhecido, { value: t }));
  return found;
}

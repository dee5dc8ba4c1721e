import { cegCheckDigit, isoDayIn } from '@rec/domain';
import { cnpjCheckDigits } from '../../lib/cnpj';

// The example row of each import template: values a Brazilian registry would hold (a plant's CEG,
// a beneficiary's CNPJ, a CCEE share code) for the last closed month on Brasília's calendar, so
// that the row passes every check a file's cells get (issue 36 item 8, ADR 0087).

export interface ClosedMonth {
  year: number;
  month: number;
  /** Its first and last days, as UTC midnights (how an Excel date cell is read). */
  first: Date;
  last: Date;
  hours: number;
}

/** The month before the current one on the registry's calendar. */
export function lastClosedMonth(now: Date = new Date()): ClosedMonth {
  const [y, m] = isoDayIn(now).split('-').map(Number) as [number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0));
  return { year, month, first: new Date(Date.UTC(year, month - 1, 1)), last, hours: last.getUTCDate() * 24 };
}

const CORE = '033938';
/** A solar plant's CEG in Rio Grande do Sul, check digit included (the register's format). */
export const EXAMPLE_CEG = `UFV.RS.RS.${CORE}-${cegCheckDigit(CORE)}.01`;
/** A beneficiary's code: a company's CNPJ, digits only (as the register keeps it). */
export const EXAMPLE_BENEFICIARY = `887766550001${cnpjCheckDigits('887766550001')}`;
/** CCEE's code of a plant share (CODIGO_PARCELA_USINA) and its short name. */
export const EXAMPLE_SHARE = { code: '10000', name: 'UFV SOL DO PAMPA' } as const;
/** A 5 MW plant's average output in a month (MW médios). */
export const EXAMPLE_AVERAGE_MW = '1.250000';

// Text helpers of the PDF documents: Brazilian formats (§5/§9: DD/MM/YYYY, comma decimal, dot
// thousands, 6 decimals) and the WinAnsi repertoire of the standard Helvetica font.

import { mwh } from '../../ledger/decimal';

const TIME_ZONE = 'America/Sao_Paulo';

/** An MWh volume as '1.234,500000' — from the exact decimal text, never through a float. */
export function ptMwh(value: string | null | undefined): string {
  const [int = '0', frac = ''] = mwh(value).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
}

/** 'YYYY-MM-DD' (a DATE column) as 'DD/MM/YYYY'. */
export function ptDate(value: string | null | undefined): string {
  if (!value) return '—';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** 'YYYY-MM' as 'MM/YYYY'. */
export const ptPeriod = (value: string | null | undefined): string =>
  value ? `${value.slice(5, 7)}/${value.slice(0, 4)}` : '—';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as 'DD/MM/YYYY HH:MM (horário de Brasília)'. */
export function ptDateTime(value: Date | string | null | undefined): string {
  if (!value) return '—';
  return `${dateTime.format(new Date(value)).replace(',', '')} (horário de Brasília)`;
}

// Letters that do not decompose into a WinAnsi letter plus accents.
const FALLBACK: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ø: 'O',
  ı: 'i',
  ß: 'ss',
  '≤': '<=',
  '≥': '>=',
  '→': '->',
  '←': '<-',
  '\u00a0': ' ',
  '\t': ' ',
};

/**
 * Keeps what the font can draw (WinAnsi: every Portuguese letter — á, â, ã, à, ç, é, ê, í, ó, ô,
 * õ, ú — and –, —, “ ”, €) and replaces the rest: a letter outside it by its base letter (ő → o),
 * a few symbols by ASCII, anything else by '?'. pdf-lib would otherwise refuse the whole text.
 */
export function winAnsi(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (charset.has(code)) {
      out += ch;
      continue;
    }
    const fallback = FALLBACK[ch];
    if (fallback !== undefined) {
      out += fallback;
      continue;
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += base && [...base].every((c) => charset.has(c.codePointAt(0) as number)) ? base : '?';
  }
  return out;
}

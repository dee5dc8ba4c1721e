import type { Label } from '../menus/route';

// ADR 0030: a list longer than the server's exact-count cap answers an estimated total
// (`estimated: true`). The pager then says so ("Mostrando 1–10 de cerca de 1,2 milhão"), counts
// pages from the estimate, and offers no jump to the last page (its offset would be a guess and
// the costliest page to read); first, previous and next stay.

export const PAGE_RANGE_MESSAGES = {
  showingAbout: { id: 'list.showingAbout', defaultMessage: 'Mostrando {from}–{to} de cerca de {total}' },
  pageAbout: { id: 'list.pageAbout', defaultMessage: 'Página {page} de cerca de {pages}' },
} as const satisfies Record<string, Label>;

/** How an estimated total is written: "1,2 milhão", "15 mil" (pt-BR), "1.2 million" (en). */
export const APPROXIMATE_TOTAL_FORMAT = {
  notation: 'compact',
  compactDisplay: 'long',
  maximumFractionDigits: 1,
} as const satisfies Intl.NumberFormatOptions;

export type PageRange = {
  from: number;
  to: number;
  total: number;
  pages: number;
  /** The total (and so the page count) is an estimate: show "cerca de". */
  approximate: boolean;
  /** Whether the pager offers a jump to the last page. */
  lastPage: boolean;
};

export function pageRange(p: {
  page: number;
  amount: number;
  count: number;
  total: number;
  estimated?: boolean;
}): PageRange {
  const approximate = p.estimated === true;
  const from = p.count === 0 ? 0 : (p.page - 1) * p.amount + 1;
  const to = p.count === 0 ? 0 : from + p.count - 1;
  // A full page of an estimated list always has a next one to try; a short page is the end.
  const estimatedPages = p.count < p.amount ? p.page : Math.max(p.page + 1, Math.ceil(p.total / p.amount));
  const pages = approximate ? estimatedPages : Math.max(1, Math.ceil(p.total / p.amount));
  return { from, to, total: approximate ? Math.max(p.total, to) : p.total, pages, approximate, lastPage: !approximate };
}

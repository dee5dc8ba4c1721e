import type { ApiClient, Schemas } from '@rec/sdk';
import { CODE_MESSAGES } from '../errors/catalogue-codes';
import { GENERIC_MESSAGES } from '../errors/catalogue-generic';
import type { CatalogueEntry } from '../errors/entry';
import { lookup } from '../errors/lookup';
import { toDomainError } from '../errors/to-domain-error';
import { proofHolds } from '../hourly/proof';

// The bundles of an hourly statement, read a page at a time from the public API and each proof
// recomputed here as its page arrives (ADR 0112): a month is 744 bundles (~0.7 MB of proofs), a
// year of many plants far more, so the visitor sees progress and the tally still covers them all.

export type ProvenBundle = Schemas['ProvenHourlyBundle'];
export type CheckedPage = { bundles: ProvenBundle[]; holds: boolean[]; total: number };
export type BundleCheckEnd = { state: 'done' | 'stopped' } | { state: 'failed'; message: CatalogueEntry };

/** Bundles a page: ~250 KB of proofs, a few requests for a month. */
export const BUNDLE_PAGE_SIZE = 250;

type Options = { amount?: number; firstPage?: number; signal?: AbortSignal };

/**
 * Reads pages `firstPage`, `firstPage + 1`, … of the statement's bundles until all are in hand,
 * handing each page with its proofs checked against `root` to `onPage`. Stops quietly when
 * `signal` aborts; a failed page ends the run with its message (a later run may resume there).
 */
export async function checkBundlePages(
  client: ApiClient,
  code: string,
  root: string,
  onPage: (page: CheckedPage) => void,
  { amount = BUNDLE_PAGE_SIZE, firstPage = 1, signal }: Options = {},
): Promise<BundleCheckEnd> {
  for (let page = firstPage; ; page++) {
    if (signal?.aborted) return { state: 'stopped' };
    const query = { page, amount };
    const answer = await client.GET('/verify/{code}/bundles', { params: { path: { code }, query } }).catch(() => null);
    if (signal?.aborted) return { state: 'stopped' };
    if (!answer) return { state: 'failed', message: GENERIC_MESSAGES.network };
    if (!answer.data || !answer.response.ok) {
      const error = toDomainError({ error: answer.error, response: answer.response });
      return { state: 'failed', message: lookup(CODE_MESSAGES, error.code) ?? GENERIC_MESSAGES.unexpected };
    }
    const { data, total } = answer.data;
    const holds = await Promise.all(data.map((b) => proofHolds(b, b.proof, root)));
    if (signal?.aborted) return { state: 'stopped' };
    onPage({ bundles: data, holds, total });
    if (!data.length || page * amount >= total) return { state: 'done' };
  }
}

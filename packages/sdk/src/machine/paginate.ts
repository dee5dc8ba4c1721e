import type { ApiClient } from '../client';
import type { paths } from '../schema.gen';

// Walks a list that answers `next_cursor` (ADR 0125), page after page, as one sequence of rows.

type Get<P extends keyof paths> = paths[P] extends { get: infer G } ? G : never;

/** The paths whose list takes a `cursor`: the ledger lists. */
export type CursorPath = {
  [P in keyof paths]: Get<P> extends { parameters: { query?: { cursor?: string } } } ? P : never;
}[keyof paths];

/** The query of a cursor list, without the cursor (the walk sends it). */
export type CursorQuery<P extends CursorPath> =
  Get<P> extends { parameters: { query?: infer Q } } ? Omit<NonNullable<Q>, 'cursor' | 'page'> : never;

/** One row of a cursor list. */
export type CursorItem<P extends CursorPath> =
  Get<P> extends {
    responses: { 200: { content: { 'application/json': { data: (infer T)[] } } } };
  }
    ? T
    : never;

/** A refused page: the contract's error (code and Portuguese message) and the HTTP status. */
export class PageError extends Error {
  constructor(
    readonly status: number,
    readonly error: unknown,
  ) {
    const e = error as { code?: string; message?: string } | undefined;
    super(`page refused (${status}${e?.code ? ` ${e.code}` : ''})${e?.message ? `: ${e.message}` : ''}`);
    this.name = 'PageError';
  }
}

/**
 * Every row of a ledger list, in its order, fetched `amount` at a time by cursor: rows inserted or
 * changed during the walk are never skipped nor repeated. `for await (const rec of paginate(…))`.
 */
export async function* paginate<P extends CursorPath>(
  client: ApiClient,
  path: P,
  params: { query?: CursorQuery<P>; path?: Record<string, unknown> } = {},
): AsyncGenerator<CursorItem<P>, void, undefined> {
  // The generic path defeats openapi-fetch's overloads; the signature above keeps callers typed.
  const get = client.GET as unknown as (
    path: string,
    init: unknown,
  ) => Promise<{ data?: { data: CursorItem<P>[]; next_cursor?: string | null }; error?: unknown; response: Response }>;
  let cursor: string | undefined;
  do {
    const query = { ...(params.query ?? {}), ...(cursor ? { cursor } : {}) };
    const { data, error, response } = await get(path, { params: { ...params, query } });
    if (!data) throw new PageError(response.status, error);
    yield* data.data;
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
}

import type { CatalogueEntry, StatementVerification } from '@rec/domain';
import { BUNDLE_PAGE_SIZE, checkBundlePages, type ProvenBundle } from '@rec/domain/verification';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicClient } from './verify-client';

export type HourlyStatement = NonNullable<StatementVerification['hourly']>;

// What the page has read and checked of a statement's bundles so far: each proof recomputed in
// this browser with the domain's function, page by page (ADR 0112). `done` once every bundle is
// in hand; `failed` when a page could not be read (retry resumes from it).
export type BundleProofs = {
  bundles: readonly ProvenBundle[];
  holds: readonly boolean[];
  total: number;
  done: boolean;
  failed?: CatalogueEntry;
  retry: () => void;
};

type Loaded = Omit<BundleProofs, 'retry'> & { of: HourlyStatement };

const fresh = (hourly: HourlyStatement): Loaded => ({
  of: hourly,
  bundles: [],
  holds: [],
  total: hourly.totals.bundles,
  done: hourly.totals.bundles === 0,
});

export function useBundleProofs(
  code: string,
  hourly: HourlyStatement,
  amount: number = BUNDLE_PAGE_SIZE,
  client: typeof publicClient = publicClient,
): BundleProofs {
  const kept = useRef<Loaded>(fresh(hourly));
  const [loaded, setLoaded] = useState<Loaded>(kept.current);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) resumes the same reading
  useEffect(() => {
    if (kept.current.of !== hourly) kept.current = fresh(hourly);
    const keep = (next: Loaded) => {
      kept.current = next;
      setLoaded(next);
    };
    const start = kept.current;
    if (start.done) return keep(start);
    keep({ ...start, failed: undefined });
    const stop = new AbortController();
    const firstPage = Math.floor(start.bundles.length / amount) + 1;
    const root = hourly.movement.merkle_root;
    void checkBundlePages(
      client,
      code,
      root,
      (page) => {
        const now = kept.current;
        keep({
          ...now,
          bundles: [...now.bundles, ...page.bundles],
          holds: [...now.holds, ...page.holds],
          total: page.total,
        });
      },
      { amount, firstPage, signal: stop.signal },
    ).then((end) => {
      if (end.state === 'done') keep({ ...kept.current, done: true });
      if (end.state === 'failed') keep({ ...kept.current, failed: end.message });
    });
    return () => stop.abort();
  }, [code, hourly, amount, client, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const shown = loaded.of === hourly ? loaded : fresh(hourly);
  return {
    bundles: shown.bundles,
    holds: shown.holds,
    total: shown.total,
    done: shown.done,
    failed: shown.failed,
    retry,
  };
}

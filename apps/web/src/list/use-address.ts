import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { writeParams } from './list-params';

// The addresses of a run of writes not yet all on screen (where it started, each one written), and the last.
type Written = { ours: Set<string>; next: URLSearchParams };

// A list's or report's address, and a writer that never loses a change. The router renders a new
// address in a transition, after its own navigation settles, so a second choice made before that
// render (a filter picked right after another, a debounced search landing) would start from the
// address still on screen and drop the first. While the screen shows an address of the run, each
// write starts from the run's last one instead.
export const useAddress = () => {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const written = useRef<Written | null>(null);
  // The run ends when its last write is on screen, or when the address went elsewhere (a link, back).
  useEffect(() => {
    const run = written.current;
    if (run && (!run.ours.has(shown) || run.next.toString() === shown)) written.current = null;
  }, [shown]);
  const update = (changes: Record<string, string | null>) => {
    const run = written.current?.ours.has(shown) ? written.current : { ours: new Set([shown]), next: params };
    const next = writeParams(run.next, changes);
    run.ours.add(next.toString());
    written.current = { ours: run.ours, next };
    setParams(next, { replace: true });
  };
  return [params, update] as const;
};

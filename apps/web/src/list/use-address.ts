import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { writeParams } from './list-params';

type Written = { from: string; next: URLSearchParams };

// A list's or report's address, and a writer that never loses a change. The router renders a new
// address in a transition, after its own navigation settles, so a second choice made before that
// render (a filter picked right after another, a debounced search landing) would start from the
// address still on screen and drop the first. Until the address on screen moves, each write starts
// from the last one instead.
export const useAddress = () => {
  const [params, setParams] = useSearchParams();
  const shown = params.toString();
  const written = useRef<Written | null>(null);
  // Once the address moves (to what was written, or anywhere else), the screen is the base again.
  useEffect(() => {
    if (written.current?.from !== shown) written.current = null;
  }, [shown]);
  const update = (changes: Record<string, string | null>) => {
    const base = written.current?.from === shown ? written.current.next : params;
    const next = writeParams(base, changes);
    written.current = { from: shown, next };
    setParams(next, { replace: true });
  };
  return [params, update] as const;
};

import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// The browser keeps the window's scroll across a client-side navigation: a page opened from low
// in a long one showed a blank area until the user scrolled up. A new page (another path) starts
// at its top; Back and Forward (POP) leave the position to the browser's own restoration, and a
// change of the same page's query (a list's filter or page) keeps the user where they are.
export function useNewPageAtTop() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not a value read.
  useLayoutEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [pathname]);
}

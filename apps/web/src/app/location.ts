// The address bar for the screens outside the data router (the public ones, and sign-out). Entries
// are written the way react-router's browser history writes them ({ usr, key, idx }), so the
// router that starts after sign-in reads the same state, e.g. where a visitor was going.
export type AppLocation = { pathname: string; search: string; state: unknown };
type Options = { replace?: boolean; state?: unknown };

const listeners = new Set<() => void>();

export const readLocation = (): AppLocation => ({
  pathname: window.location.pathname,
  search: window.location.search,
  state: window.history.state?.usr ?? null,
});

export const navigateTo = (to: string, { replace = false, state = null }: Options = {}): void => {
  const index: number = window.history.state?.idx ?? 0;
  const entry = { usr: state, key: Math.random().toString(36).slice(2, 10), idx: replace ? index : index + 1 };
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
  for (const listener of listeners) listener();
};

// Calls back on the app's own navigations and on the browser's back and forward buttons.
export const onLocationChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};

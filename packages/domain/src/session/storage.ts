// The browser's sessionStorage/localStorage are injected through this, so the domain never
// touches a DOM global and tests use a real in-memory store.
export type KeyValueStorage = {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
};

export const SESSION_KEYS = {
  token: 'token',
  userType: 'userType',
  registrantId: 'registrantId',
  participantId: 'participantId',
  displayName: 'displayName',
} as const;

// The refresh token outlives the tab (local storage) so a new tab can sign in again.
export const LOCAL_KEYS = { refreshToken: 'refreshToken' } as const;

export const memoryStorage = (
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } => {
  const values = new Map(Object.entries(initial));
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    dump: () => Object.fromEntries(values),
  };
};

// Adapts anything shaped like the Web Storage API (window.sessionStorage) without naming it.
export const fromWebStorage = (store: {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}): KeyValueStorage => ({
  get: (key) => store.getItem(key),
  set: (key, value) => store.setItem(key, value),
  remove: (key) => store.removeItem(key),
});

import { describe, expect, it } from 'vitest';
import { displayNameOf } from './display-name';
import { fromWebStorage, memoryStorage } from './storage';

describe('storages', () => {
  it('keeps values in memory', () => {
    const store = memoryStorage({ a: '1' });
    store.set('b', '2');
    store.remove('a');
    expect(store.get('a')).toBeNull();
    expect(store.dump()).toEqual({ b: '2' });
  });

  it('adapts anything shaped like Web Storage', () => {
    const values = new Map<string, string>();
    const web = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
    const store = fromWebStorage(web);
    store.set('token', 't');
    expect(store.get('token')).toBe('t');
    store.remove('token');
    expect(values.size).toBe(0);
  });
});

describe('displayNameOf', () => {
  it("prefers the user's name, then the registrant's social name", () => {
    expect(displayNameOf({ name: 'Ana', lastName: 'Souza' })).toBe('Ana Souza');
    expect(displayNameOf({ name: ' ', lastName: null, registrant: { id: 1, social_reason: 'Solar SA' } })).toBe(
      'Solar SA',
    );
    expect(displayNameOf({ name: '' })).toBeNull();
    expect(displayNameOf(null)).toBeNull();
  });
});

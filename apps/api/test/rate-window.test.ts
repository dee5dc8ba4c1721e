import { describe, expect, it } from 'vitest';
import { RateWindow } from '../src/http/rate-window';

// The recovery limit keys on any e-mail a caller names: a spray of new ones must not grow memory.
describe('RateWindow', () => {
  it('blocks past the limit within the window and forgets hits once the window has passed', () => {
    let t = 0;
    const w = new RateWindow(3, 1000, () => t);
    for (let i = 0; i < 3; i++) {
      expect(w.blocked('k')).toBe(false);
      w.hit('k');
    }
    expect(w.blocked('k')).toBe(true);
    t = 1001;
    expect(w.blocked('k')).toBe(false);
    expect(w.size).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the least recently hit', () => {
    const w = new RateWindow(1, 60_000, () => 0, 1000);
    w.hit('first');
    for (let i = 0; i < 5000; i++) w.hit(`spray-${i}@exemplo.com.br`);
    expect(w.size).toBe(1000);
    expect(w.blocked('first')).toBe(false);
    expect(w.blocked('spray-4999@exemplo.com.br')).toBe(true);
  });
});

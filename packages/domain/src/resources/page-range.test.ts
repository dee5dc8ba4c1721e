import { describe, expect, it } from 'vitest';
import { APPROXIMATE_TOTAL_FORMAT, pageRange } from './page-range';

describe('pageRange (ADR 0030)', () => {
  it('numbers an exact list as before, with a last page', () => {
    expect(pageRange({ page: 2, amount: 10, count: 10, total: 31 })).toEqual({
      from: 11,
      to: 20,
      total: 31,
      pages: 4,
      approximate: false,
      lastPage: true,
    });
    expect(pageRange({ page: 1, amount: 10, count: 0, total: 0 })).toMatchObject({ from: 0, to: 0, pages: 1 });
  });

  it('marks an estimated list approximate, offers no last page and always a next one after a full page', () => {
    const r = pageRange({ page: 3, amount: 10, count: 10, total: 1_234_567, estimated: true });
    expect(r).toMatchObject({ from: 21, to: 30, approximate: true, lastPage: false, pages: 123_457 });
    // The estimate ran short: a full page still offers the next one; a short page is the last.
    expect(pageRange({ page: 200, amount: 10, count: 10, total: 1500, estimated: true }).pages).toBe(201);
    expect(pageRange({ page: 200, amount: 10, count: 4, total: 1500, estimated: true }).pages).toBe(200);
  });

  it('writes the estimate the way people say it', () => {
    expect(new Intl.NumberFormat('pt-BR', APPROXIMATE_TOTAL_FORMAT).format(1_234_567)).toBe('1,2 milhão');
    expect(new Intl.NumberFormat('pt-BR', APPROXIMATE_TOTAL_FORMAT).format(15_300)).toBe('15,3 mil');
  });
});

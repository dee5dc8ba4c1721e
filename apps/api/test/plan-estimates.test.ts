import { describe, expect, it } from 'vitest';
import { estimatesOf, PlanEstimates, withEstimates } from '../src/http/estimates';

// ADR 0055: a list's planner estimate is kept a few seconds per database; exact counts never are.

describe('plan estimates', () => {
  it('share one plan within the time to live and plan again after it', async () => {
    let t = 0;
    let plans = 0;
    const e = new PlanEstimates(1000, 10, () => t);
    const plan = async () => ++plans * 100;
    expect(await Promise.all([e.rows('a', plan), e.rows('a', plan)])).toEqual([100, 100]);
    t = 999;
    expect(await e.rows('a', plan)).toBe(100);
    t = 1000;
    expect(await e.rows('a', plan)).toBe(200);
    expect(await e.rows('b', plan)).toBe(300);
  });

  it('forget a failed plan and the oldest entry past the bound', async () => {
    let plans = 0;
    const e = new PlanEstimates(1000, 2, () => 0);
    await expect(e.rows('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await e.rows('a', async () => ++plans)).toBe(1);
    await e.rows('b', async () => ++plans);
    await e.rows('c', async () => ++plans);
    expect(await e.rows('a', async () => ++plans)).toBe(4);
  });

  it('ride on a parsed query without showing in it', () => {
    const query = { page: 1 };
    const e = new PlanEstimates();
    withEstimates(query, e);
    expect(estimatesOf(query)).toBe(e);
    expect(Object.keys(query)).toEqual(['page']);
    expect(JSON.stringify(query)).toBe('{"page":1}');
    expect(estimatesOf({ ...query })).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { cases } from './cases/index';
import { operationsOfSpec } from './spec';

describe('contract test coverage', () => {
  const spec = operationsOfSpec();

  it('has a contract case for every operation of the spec', () => {
    const missing = [...spec.keys()].filter((id) => !(id in cases));
    expect(missing).toEqual([]);
  });

  it('has no case for an operation the spec does not have', () => {
    const unknown = Object.keys(cases).filter((id) => !spec.has(id));
    expect(unknown).toEqual([]);
  });
});

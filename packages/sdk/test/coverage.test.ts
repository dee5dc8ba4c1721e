import { describe, expect, it } from 'vitest';
import { casesFromExamples } from './cases/from-examples';
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

  it("derives a plain catalogue's cases from the contract's examples, and no case an example cannot make", () => {
    const derived = Object.keys(casesFromExamples({}));
    expect(derived).toEqual(
      expect.arrayContaining(['listCountries', 'getCountry', 'createCountry', 'updateCountry', 'deleteCountry']),
    );
    // A multipart upload has no JSON example: it keeps its hand-written case.
    expect(derived).not.toContain('uploadBusinessFiles');
  });
});

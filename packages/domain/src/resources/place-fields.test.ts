import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';
import { formFields } from './schemas';
import type { FormMode } from './types';

// Issue 36 item 15: a state, a city or a country is chosen from the registry's lists wherever a form
// asks for one, as the registrant form does (UF typed as "Rio Grande" or a city misspelt never
// matches the CEP lookup, the reports' filters or the registry's countries).
const PLACE_INPUT: Readonly<Record<string, string>> = { uf: 'uf', city: 'city', country: 'select' };

const placeFields = () =>
  // The countries catalogue is where a country is written, not chosen.
  Object.values(RESOURCES)
    .filter((def) => def.name !== 'countries')
    .flatMap((def) =>
      (Object.keys(def.bodies) as FormMode[]).flatMap((mode) =>
        formFields(def.name, mode)
          .filter((f) => f.name in PLACE_INPUT)
          .map((f) => ({ at: `${def.name}.${mode}.${f.name}`, f })),
      ),
    );

describe('place fields of every form', () => {
  it('are the place selects: UF and Cidade by state, País from the registry’s countries', () => {
    const fields = placeFields();
    // The forms that ask for a place today; a new one is held to the same rule.
    expect(new Set(fields.map(({ at }) => at.split('.')[0]))).toEqual(
      new Set(['businesses', 'ceg', 'registrants', 'beneficiaries']),
    );
    const loose = fields.filter(({ f }) => f.input !== PLACE_INPUT[f.name]).map(({ at, f }) => `${at}: ${f.input}`);
    expect(loose).toEqual([]);
    for (const { at, f } of fields.filter(({ f }) => f.name === 'country'))
      expect(f.lookup?.resource, at).toBe('countries');
  });
});

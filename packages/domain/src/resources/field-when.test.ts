import { describe, expect, it } from 'vitest';
import { offeredFor } from './field-when';
import { formFields } from './schemas';

// ADR 0133: an agreement's create form offers the mode; its share only in volume mode (the
// default), and holds 100 % otherwise.
describe('a field offered by its sibling', () => {
  const share = formFields('agreements', 'create').find((f) => f.name === 'share');
  it('offers the agreement mode, and its share only for volume (or no mode chosen yet)', () => {
    const mode = formFields('agreements', 'create').find((f) => f.name === 'mode');
    expect(mode?.options?.map((o) => o.value)).toEqual(['volume', 'hourly_consumption']);
    expect(share?.when).toEqual({ field: 'mode', is: ['volume'], otherwise: '100', empty: 'volume' });
    expect(offeredFor(share?.when, {})).toBe(true);
    expect(offeredFor(share?.when, { mode: '' })).toBe(true);
    expect(offeredFor(share?.when, { mode: 'volume' })).toBe(true);
    expect(offeredFor(share?.when, { mode: 'hourly_consumption' })).toBe(false);
    expect(offeredFor(undefined, { mode: 'hourly_consumption' })).toBe(true);
  });

  // A machine client's organisation (ADR 0135): the picker of the chosen kind, none for the registry's.
  it("offers an admin's new client only the picker of the organisation's kind, neither while none is chosen", () => {
    const fields = formFields('apiclients', 'create');
    const pickers = (values: Record<string, unknown>) =>
      fields.filter((f) => f.reference && offeredFor(f.when, values)).map((f) => f.name);
    expect(pickers({ organization: 'registrant' })).toEqual(['registrant_id']);
    expect(pickers({ organization: 'participant' })).toEqual(['participant_id']);
    expect(pickers({ organization: 'registry' })).toEqual([]);
    expect(pickers({ organization: '' })).toEqual([]);
    expect(pickers({})).toEqual([]);
    expect(fields.find((f) => f.name === 'participant_id')?.when?.otherwise).toBe('');
  });
});

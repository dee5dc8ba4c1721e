import { describe, expect, it } from 'vitest';
import { contractDefaults } from './schemas';

// What a new record starts from (apps/web's initialValues): the contract's own defaults, read from
// the SDK's create body before the form's overlays turn a blank field into "no value".
describe('contractDefaults', () => {
  it('gives the create body’s boolean and text defaults, nothing for fields without one', () => {
    expect(contractDefaults('sources')).toEqual({ active: true });
    expect(contractDefaults('agreements')).toEqual({ mode: 'volume' });
  });

  it('is empty for a resource that creates nothing', () => {
    expect(contractDefaults('certificates')).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { SCOPE_FAMILIES } from '../clients/scopes';
import { CLIENT_SCOPES } from './enums';
import { optionGroups } from './option-groups';
import { formFields } from './schemas';
import { CLIENT_SCOPE_GROUPS } from './scope-groups';

describe("a machine client's scope families on its form", () => {
  it('names exactly the families of the contract', () => {
    expect(CLIENT_SCOPE_GROUPS.map((g) => g.value).sort()).toEqual([...SCOPE_FAMILIES].sort());
  });

  it('heads every family of the form with words, never its raw key', () => {
    const scopes = formFields('apiclients', 'create').find((f) => f.name === 'scopes');
    const groups = optionGroups({ options: scopes?.options, groups: scopes?.groups });
    expect(groups.flatMap((g) => g.options)).toHaveLength(CLIENT_SCOPES.length);
    const raw = groups.filter((g) => g.label === null || g.label.defaultMessage === g.key).map((g) => g.key);
    expect(raw).toEqual([]);
    expect(groups.find((g) => g.key === 'beneficiaryConsumptions')?.label?.defaultMessage).toBe(
      'Consumo de beneficiários',
    );
  });
});

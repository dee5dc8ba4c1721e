import { describe, expect, it } from 'vitest';
import { EVENT_TYPE_GROUPS, WEBHOOK_EVENT_TYPES } from './enums';
import { optionGroups } from './option-groups';

const option = (value: string) => ({ value, label: { id: `x.${value}`, defaultMessage: value } });

describe('optionGroups', () => {
  it('groups technical values by the family before their dot or colon, in the options’ order', () => {
    const groups = optionGroups({ options: ['recs:read', 'recs:write', 'transfers:read', 'plain'].map(option) });
    expect(groups.map((g) => [g.key, g.label, g.options.map((o) => o.value)])).toEqual([
      ['recs', null, ['recs:read', 'recs:write']],
      ['transfers', null, ['transfers:read']],
      ['plain', null, ['plain']],
    ]);
  });

  it('titles every webhook event family with its label, none left unnamed', () => {
    const groups = optionGroups({ options: WEBHOOK_EVENT_TYPES, groups: EVENT_TYPE_GROUPS });
    expect(groups.filter((g) => g.label === null).map((g) => g.key)).toEqual([]);
    expect(groups.find((g) => g.key === 'emission')?.label?.defaultMessage).toBe('Emissões');
    expect(groups.flatMap((g) => g.options)).toHaveLength(WEBHOOK_EVENT_TYPES.length);
  });
});

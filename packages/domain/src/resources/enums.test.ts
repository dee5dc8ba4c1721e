import { describe, expect, it } from 'vitest';
import { APPROVAL_STATUS, optionLabel, REC_STATUS } from './enums';

describe('option lists', () => {
  it('carry the API values with a shared i18n id', () => {
    expect(REC_STATUS.map((o) => o.value)).toEqual(['pending', 'approved', 'refused', 'blocked', 'reverted']);
    expect(APPROVAL_STATUS[1]).toEqual({
      value: 'APROVADO',
      label: { id: 'enums.approvalStatus.APROVADO', defaultMessage: 'Aprovado' },
    });
  });

  it('label a value, or show an unknown one as it came', () => {
    expect(optionLabel(REC_STATUS, 'pending').defaultMessage).toBe('Aguardando aprovação');
    expect(optionLabel(REC_STATUS, 'processing')).toEqual({ id: 'enums.unknown', defaultMessage: 'processing' });
    expect(optionLabel(undefined, null).defaultMessage).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { FAILURE_MESSAGES } from './catalogue-failures';
import { textOf } from './text';
import { transferRefusal } from './transfer';

describe('transferRefusal', () => {
  it('says nothing when the transfer answered status true', () => {
    expect(transferRefusal({ status: true, data: { id: 1 } })).toBeUndefined();
  });

  it('shows the data of a refusal', () => {
    const message = transferRefusal({ status: false, data: 'Saldo insuficiente na conta de origem' });
    expect(message && textOf(message)).toBe('Saldo insuficiente na conta de origem');
  });

  it('shows the transfer failure when there is nothing to show', () => {
    for (const body of [{ status: false }, { status: 'ok', data: '  ' }, null, 'x']) {
      const message = transferRefusal(body);
      expect(message && textOf(message)).toBe('Não foi possível realizar a transferência');
      expect(message).toEqual(FAILURE_MESSAGES.transfers.create);
    }
  });
});

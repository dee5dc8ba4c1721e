import { describe, expect, it } from 'vitest';
import { listTools, recordActions, toolOutcome } from './record-actions';
import { resource } from './registry';

describe('list-wide tools and invoice actions', () => {
  it('offers pay by number to the admin only, and conversion on redemption invoices', () => {
    expect(listTools('admin', 'invoices').map((t) => t.key)).toEqual(['payByNumber']);
    expect(listTools('admin', 'invoicesredemptions').map((t) => t.key)).toEqual(['payByNumber', 'convertCurrency']);
    expect(listTools('client_financial', 'invoices')).toEqual([]);
  });

  it('quotes the distinct rates a conversion used, and says when nothing was converted', () => {
    const convert = resource('invoicesredemptions').tools.find((t) => t.key === 'convertCurrency');
    if (!convert) throw new Error('no conversion');
    const answer = [{ exchange_rate: '0.190000' }, { exchange_rate: '0.190000' }, { exchange_rate: '1.000000' }];
    expect(toolOutcome(convert, answer)).toEqual({ none: false, count: 3, quoted: ['0.190000', '1.000000'] });
    expect(toolOutcome(convert, undefined)).toEqual({ none: true, count: 0, quoted: [] });
    expect(toolOutcome(convert, [])).toEqual({ none: true, count: 0, quoted: [] });
  });

  it('lets the machine decide: pay while open or blocked, never once paid; clone and receipt always', () => {
    const keys = (status: string) => recordActions('admin', 'invoices', { id: 1, status }).map((a) => a.key);
    expect(keys('open')).toEqual(['pay', 'clone', 'send']);
    expect(keys('blocked')).toEqual(['pay', 'clone', 'send']);
    expect(keys('paid')).toEqual(['clone', 'send']);
    // The payer's finance staff sends receipts; paying is the platform's.
    expect(recordActions('client_financial', 'invoices', { id: 1, status: 'open' }).map((a) => a.key)).toEqual([
      'send',
    ]);
  });
});

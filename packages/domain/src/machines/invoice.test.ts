import { describe, expect, it } from 'vitest';
import { IllegalTransitionError } from './illegal-transition';
import { cloneInvoiceStatus, invoiceBlockDate, invoiceMachine, shouldBlockInvoice } from './invoice';

describe('invoiceMachine', () => {
  it('pays an open or blocked invoice and blocks an open one', () => {
    expect(invoiceMachine.transition('open', 'pay')).toBe('paid');
    expect(invoiceMachine.transition('open', 'block')).toBe('blocked');
    expect(invoiceMachine.transition('blocked', 'pay')).toBe('paid');
  });

  it('does nothing more with a paid invoice', () => {
    expect(() => invoiceMachine.transition('paid', 'pay')).toThrow(IllegalTransitionError);
    expect(() => invoiceMachine.transition('blocked', 'block')).toThrow(IllegalTransitionError);
  });

  it('clones any invoice into a new open one', () => {
    for (const status of ['open', 'paid', 'blocked']) expect(cloneInvoiceStatus(status)).toBe('open');
    expect(() => cloneInvoiceStatus('lost')).toThrow(IllegalTransitionError);
  });
});

describe('invoice blocking', () => {
  it('counts the block day from the due date, across months', () => {
    expect(invoiceBlockDate('2024-01-27', 5)).toBe('2024-02-01');
    expect(invoiceBlockDate('2024-02-27', 3)).toBe('2024-03-01');
  });

  it('blocks an open invoice only after the block day', () => {
    const settings = { invoiceBlockDay: 5 };
    const invoice = { status: 'open', due_date: '2024-01-10' };
    expect(shouldBlockInvoice(invoice, { ...settings, today: '2024-01-15' })).toBe(false);
    expect(shouldBlockInvoice(invoice, { ...settings, today: '2024-01-16' })).toBe(true);
    expect(shouldBlockInvoice({ ...invoice, status: 'paid' }, { ...settings, today: '2024-03-01' })).toBe(false);
    expect(shouldBlockInvoice({ ...invoice, status: 'blocked' }, { ...settings, today: '2024-03-01' })).toBe(false);
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as ListView } from '../views/ListView';

afterEach(cleanup);

const invoices = [
  { id: 1, number: '2026000001', status: 'open', due_date: '2026-01-10', value: '1234.56', description: 'A' },
  { id: 2, number: '2026000002', status: 'blocked', due_date: '2026-01-10', value: '987.65', description: 'B' },
];

describe('money tools on the generic list', () => {
  it('pays by the number a dialog asks, and marks a blocked invoice with why', async () => {
    const view = renderView('backoffice.nf.list', ListView, '/backoffice/nf/list', (call) =>
      call.path.startsWith('/invoices/toPayByNumber/')
        ? { body: { ...invoices[0], status: 'paid' } }
        : { body: { data: invoices, total: 2 } },
    );
    const grid = await screen.findByRole('grid', { name: 'Notas fiscais' });
    expect(within(grid).getByText(/Vencida em 10\/01\/2026/)).toBeTruthy();
    // Pay where the machine allows it; a blocked invoice may still be paid.
    expect(screen.getByRole('button', { name: 'Marcar como paga 2026000002' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pagar por número' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByText('Pagar por número', { selector: 'button[type=submit]' }));
    expect(await within(dialog).findByText('Campo Obrigatório')).toBeTruthy();
    // By label and text, not role: in jsdom, Tabster may still mark the modal's own layer hidden
    // while it re-renders (the real browser's run, e2e/money.spec.ts, checks the dialog's roles).
    fireEvent.change(within(dialog).getByLabelText(/Número da nota/), { target: { value: '2026000001' } });
    fireEvent.click(within(dialog).getByText('Pagar por número', { selector: 'button[type=submit]' }));
    expect(await screen.findByText('Nota 2026000001 marcada como paga')).toBeTruthy();
    await waitFor(() => expect(view.calls.some((c) => c.path === '/invoices/toPayByNumber/2026000001')).toBe(true));
  });

  it('converts redemption invoices and quotes the rate; a 204 says nothing was left', async () => {
    let answered = false;
    const view = renderView('backoffice.nfredemption.list', ListView, '/backoffice/nfredemption/list', (call) => {
      if (call.path !== '/invoicesredemptions/currencyconversion') return { body: { data: [], total: 0 } };
      if (answered) return { status: 204, body: null };
      answered = true;
      return { body: [{ id: 7, exchange_rate: '0.190000' }] };
    });
    const convert = async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Converter moeda' }));
      const dialog = await screen.findByRole('alertdialog');
      fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'USD' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Converter moeda' }));
    };
    await convert();
    expect(await screen.findByText('1 nota convertida à taxa 0,190000')).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({ currency: 'USD' });
    await convert();
    expect(await screen.findByText('Nenhuma nota em aberto para converter')).toBeTruthy();
  });
});

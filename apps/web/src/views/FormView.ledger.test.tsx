// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, renderView } from '../test-support/render-view';
import { Component as FormView } from './FormView';

afterEach(cleanup);

const accounts = [
  { id: 1, accountCode: 'BR-P1-TR-01', accountName: 'Negociação', accountType: 'trade' },
  { id: 2, accountCode: 'BR-P1-RT-01', accountName: 'Aposentadoria', accountType: 'retirement' },
];
const holdings = [
  { id: 10, rec_id: 7, account_id: 1, account_code: 'BR-P1-TR-01', business_id: 3, business_name: 'UFV Sol' },
  { id: 11, rec_id: 8, account_id: 9, account_code: 'OUTRA', business_id: 3, business_name: 'UFV Lua' },
  { id: 12, rec_id: 9, account_id: 1, account_code: 'BR-P1-TR-01', business_id: 3, business_name: 'UFV Sol' },
];

const lists = (c: Call) => {
  if (c.path === '/retirements')
    return { body: { data: accounts.filter((a) => a.accountType === c.search.get('accountType')), total: 1 } };
  if (c.path === '/redemptions/get-items') return { body: { data: holdings, total: 2 } };
  if (c.path === '/beneficiaries') return { body: { data: [{ id: 4, name: 'Metalúrgica Azul' }], total: 1 } };
  return { body: { data: [], total: 0 } };
};

const label = (text: string) => screen.getByLabelText(new RegExp(`^${text.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const choose = async (text: string, value: string) => {
  await waitFor(() => expect(label(text).querySelector(`option[value="${value}"]`)).toBeTruthy());
  fireEvent.change(label(text), { target: { value } });
};

// A key pressed opens the combobox's list, as typing does in a browser; the change is the text.
const type = (input: HTMLElement, value: string) => {
  fireEvent.keyDown(input, { key: value.slice(-1) });
  fireEvent.change(input, { target: { value } });
};

describe('ledger forms', () => {
  it('retires only after the summary is confirmed, with one Idempotency-Key for the write', async () => {
    const view = renderView('participant.redemption.new', FormView, '/users/redemption/new', (c) =>
      c.method === 'POST' ? { status: 201, body: { id: 1 } } : lists(c),
    );
    await screen.findByRole('form', { name: 'Resgates' });
    // The certificates wait for the trade account, then show only what it holds.
    expect(await screen.findByText('Escolha a conta acima para ver o que ela tem disponível')).toBeTruthy();
    await choose('Conta de negociação (débito)', '1');
    await choose('Conta de aposentadoria (crédito)', '2');
    await choose('Beneficiário', '4');
    fireEvent.change(label('Finalidade'), { target: { value: 'Escopo 2' } });
    fireEvent.change(label('Início do período de consumo'), { target: { value: '01/01/2025' } });
    fireEvent.change(label('Fim do período de consumo'), { target: { value: '31/01/2025' } });
    const volume = await screen.findByRole('textbox', { name: 'Volume (MWh) — Certificado 7' });
    expect(screen.queryByRole('textbox', { name: 'Volume (MWh) — Certificado 8' })).toBeNull();
    fireEvent.change(volume, { target: { value: '1,25' } });
    expect(screen.getByText('Total: 1,250000 · itens: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Revisar e confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText('Metalúrgica Azul');
    expect(within(dialog).getByText(/não pode ser desfeita/)).toBeTruthy();
    expect(within(dialog).getByText('Certificado 7: 1,25')).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aposentar' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'POST')).toBe(true));
    const post = view.calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      trade_account_id: 1,
      retirement_account_id: 2,
      beneficiary_id: 4,
      items: [{ rec_id: 7, volume: '1.250000' }],
    });
    expect(post?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says the transfer failed when the answer’s status is not true, showing its data, and stays', async () => {
    const view = renderView('participant.transfer.new', FormView, '/users/transfer/new', (c) =>
      c.method === 'POST' ? { body: { status: false, data: 'Conta de destino bloqueada' } } : lists(c),
    );
    await screen.findByRole('form', { name: 'Transferências' });
    await choose('Conta de origem', 'BR-P1-TR-01');
    fireEvent.change(await waitFor(() => label('Conta de destino')), { target: { value: 'BR-P2-TR-01' } });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Volume (MWh) — Certificado 7' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar e confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/não pode ser desfeita/)).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Não foi possível realizar a transferência')).toBeTruthy();
    expect(await screen.findByText('Conta de destino bloqueada')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/users/transfer/new');
  });

  // Issue 36 item 14: the destination was free text with no lookup.
  it('offers destinations as the user types, by holder name, and the picked one fills the code', async () => {
    const view = renderView('participant.transfer.new', FormView, '/users/transfer/new', (c) =>
      c.path === '/transfers/destinations'
        ? { body: { data: [{ accountCode: 'BR-P2-TR-01', participant_name: 'Energia Azul Trading Ltda' }] } }
        : lists(c),
    );
    await screen.findByRole('form', { name: 'Transferências' });
    await choose('Conta de origem', 'BR-P1-TR-01');
    const destination = await waitFor(() => label('Conta de destino') as HTMLInputElement);
    type(destination, 'azul');
    fireEvent.click(await screen.findByRole('option', { name: 'BR-P2-TR-01 — Energia Azul Trading Ltda' }));
    await waitFor(() => expect(destination.value).toBe('BR-P2-TR-01'));
    const asked = view.calls.find((c) => c.path === '/transfers/destinations');
    expect(asked?.search.get('q')).toBe('azul');
    expect(asked?.search.get('exclude')).toBe('BR-P1-TR-01');
    fireEvent.change(await screen.findByRole('textbox', { name: 'Volume (MWh) — Certificado 7' }), {
      target: { value: '2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar e confirmar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('BR-P2-TR-01')).toBeTruthy();
  });

  it('picks a destination from the keyboard', async () => {
    renderView('participant.transfer.new', FormView, '/users/transfer/new', (c) =>
      c.path === '/transfers/destinations'
        ? { body: { data: [{ accountCode: 'BR-P2-TR-01', participant_name: 'Energia Azul Trading Ltda' }] } }
        : lists(c),
    );
    await screen.findByRole('form', { name: 'Transferências' });
    const destination = await waitFor(() => label('Conta de destino') as HTMLInputElement);
    type(destination, 'br-p2');
    await screen.findByRole('option', { name: 'BR-P2-TR-01 — Energia Azul Trading Ltda' });
    fireEvent.keyDown(destination, { key: 'ArrowDown' });
    fireEvent.keyDown(destination, { key: 'Enter' });
    await waitFor(() => expect(destination.value).toBe('BR-P2-TR-01'));
  });

  it('asks nothing for one letter and says when no account matches', async () => {
    const view = renderView('participant.transfer.new', FormView, '/users/transfer/new', (c) =>
      c.path === '/transfers/destinations' ? { body: { data: [] } } : lists(c),
    );
    await screen.findByRole('form', { name: 'Transferências' });
    const destination = await waitFor(() => label('Conta de destino'));
    type(destination, 'x');
    type(destination, 'xyz');
    expect(await screen.findByRole('option', { name: 'Nenhuma conta de negociação encontrada' })).toBeTruthy();
    expect(view.calls.filter((c) => c.path === '/transfers/destinations').map((c) => c.search.get('q'))).toEqual([
      'xyz',
    ]);
  });

  it('shows a wrong volume’s message under the certificates and marks only its row', async () => {
    const view = renderView('participant.transfer.new', FormView, '/users/transfer/new', lists);
    await screen.findByRole('form', { name: 'Transferências' });
    await choose('Conta de origem', 'BR-P1-TR-01');
    fireEvent.change(await waitFor(() => label('Conta de destino')), { target: { value: 'BR-P2-TR-01' } });
    const wrong = await screen.findByRole('textbox', { name: 'Volume (MWh) — Certificado 7' });
    const right = screen.getByRole('textbox', { name: 'Volume (MWh) — Certificado 9' });
    fireEvent.change(wrong, { target: { value: '1,1234567' } });
    fireEvent.change(right, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar e confirmar' }));
    expect(await screen.findByText('Use no máximo 6 casas decimais')).toBeTruthy();
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    expect(right.getAttribute('aria-invalid')).toBeNull();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers no automation form without a plant with volume held, and says why', async () => {
    renderView('participant.automation.new', FormView, '/users/automation/new', () => ({
      body: { data: [], total: 0 },
    }));
    expect(
      await screen.findByText('Vincule ao menos uma usina geradora do participante com volume disponível'),
    ).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  // ADR 0133: in hourly_consumption mode the consumption sets the volume; the share is not asked
  // and is sent as 100 %, the one value the API takes then.
  it('asks an agreement’s share only in volume mode', async () => {
    renderView('participant.agreement.new', FormView, '/users/agreement/new', () => ({ body: { data: [], total: 0 } }));
    await screen.findByRole('form', { name: 'Acordos de transferência' });
    const mode = (await waitFor(() => screen.getByLabelText(/^Modo/))) as HTMLSelectElement;
    // A new agreement starts on the contract's default mode, not on an empty choice.
    expect(mode.value).toBe('volume');
    expect(screen.getByLabelText(/^Percentual/)).toBeTruthy();
    expect(
      within(mode).getByRole('option', { name: 'Consumo horário dos beneficiários do destinatário' }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Percentual/), { target: { value: '40' } });
    fireEvent.change(mode, { target: { value: 'hourly_consumption' } });
    await waitFor(() => expect(screen.queryByLabelText(/^Percentual/)).toBeNull());
    fireEvent.change(mode, { target: { value: 'volume' } });
    const share = (await waitFor(() => screen.getByLabelText(/^Percentual/))) as HTMLInputElement;
    expect(share.value).toBe('100');
  });
});

// @vitest-environment happy-dom
import { loadResource } from '@rec/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Call, renderView } from '../test-support/render-view';
import { Component as RetirementScreen } from './RetirementScreen';
import { Component as TransferScreen } from './TransferScreen';

// The hour-range selection as the API receives it (issue 38 item 5): Brasília days and hours
// sent as UTC instants, MWh exact, the preview asked before anything is booked, the booked move
// sent once with its key, and refusals under the inputs they are about.

afterEach(cleanup);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
  await Promise.all([loadResource('transfers'), loadResource('redemptions')]);
});
afterAll(() => vi.useRealTimers());

const figures = {
  bundles: 3,
  wh: '500000000',
  mwh: '500.000000',
  hours: [
    { business_id: 7, interval_start: '2026-07-01T21:00:00.000Z', bundles: 1, wh: '200000000' },
    { business_id: 7, interval_start: '2026-07-01T22:00:00.000Z', bundles: 1, wh: '200000000' },
    { business_id: 7, interval_start: '2026-07-02T21:00:00.000Z', bundles: 1, wh: '100000000' },
  ],
};
const booked = { ...figures, ledger_id: 12, movement_seq: 4, merkle_root: 'ab'.repeat(32) };

const lists = (c: Call) => {
  if (c.path === '/retirements' && c.search.get('accountType') === 'trade')
    return { body: { data: [{ id: 3, accountName: 'Negociação', accountCode: 'BR-P1-TR' }], total: 1 } };
  if (c.path === '/retirements')
    return { body: { data: [{ id: 4, accountName: 'Aposentadoria', accountCode: 'BR-P1-RT' }], total: 1 } };
  if (c.path === '/businesses') return { body: { data: [{ id: 7, name: 'UFV Sol do Pampa I' }], total: 1 } };
  if (c.path === '/sources') return { body: { data: [{ id: 2, name: 'Solar' }], total: 1 } };
  if (c.path === '/beneficiaries') return { body: { data: [{ id: 9, name: 'Fábrica Azul' }], total: 1 } };
  return { body: { data: [], total: 0 } };
};

const sentSelection = (call: Call | undefined) => (call?.body as { selection?: unknown } | undefined)?.selection;

const pick = async (label: RegExp, value: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(value));
  fireEvent.change(select, { target: { value } });
};

describe('transfer by hours', () => {
  it('sends the issue example as UTC and exact MWh, previews it, then books it once', async () => {
    const { calls } = renderView(
      'participant.transfer.new',
      TransferScreen,
      '/users/transfer/new?granularity=hourly',
      (c) =>
        c.path === '/hourly/transfers/preview'
          ? { body: figures }
          : c.path === '/hourly/transfers'
            ? { status: 201, body: booked }
            : lists(c),
    );
    expect(await screen.findByRole('form', { name: 'Transferência por horas' })).toBeTruthy();
    await pick(/Conta de origem/, '3');
    await pick(/Mês de produção/, '2026-07');
    await pick(/Das \(hora\)/, '18');
    await pick(/Até \(hora\)/, '22');
    await pick(/Empreendimento/, '7');
    fireEvent.click(screen.getByLabelText('Todas as horas da seleção'));
    fireEvent.change(screen.getByLabelText(/Volume \(MWh\)/), { target: { value: '500' } });
    const preview = screen.getByRole('region', { name: 'Prévia' });
    expect(await within(preview).findByText('3 blocos · 500,000000 MWh · 3 horas')).toBeTruthy();
    // 07/2026 in Brasília: from July 1st 00:00 (03:00 UTC) to August 1st 00:00 (03:00 UTC).
    const asked = calls.filter((c) => c.path === '/hourly/transfers/preview').at(-1);
    expect(asked?.body).toEqual({
      selection: {
        account_id: 3,
        from: '2026-07-01T03:00:00.000Z',
        to: '2026-08-01T03:00:00.000Z',
        hour_from: 18,
        hour_to: 22,
        business_id: 7,
        volume: '500.000000',
      },
    });
    expect(within(preview).getByText('UFV Sol do Pampa I: 500,000000 MWh', { exact: false })).toBeTruthy();
    const days = within(preview).getByRole('table');
    expect(within(days).getByRole('row', { name: /01\/07\/2026 18:00–20:00 2 400,000000/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Conta de destino/), { target: { value: 'BR-P2-TR-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar transferência' });
    expect(within(dialog).getByText('3 blocos · 500,000000 MWh · 3 horas')).toBeTruthy();
    expect(within(dialog).getByText(/07\/2026 · Todos os dias · 18:00–22:00/)).toBeTruthy();
    expect(calls.some((c) => c.path === '/hourly/transfers')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    expect(await screen.findByText('Transferência nº 12 registrada: 500,000000 MWh em 3 blocos')).toBeTruthy();
    const moves = calls.filter((c) => c.path === '/hourly/transfers');
    expect(moves).toHaveLength(1);
    expect(moves[0]?.body).toEqual({
      selection: sentSelection(asked),
      destination_account_code: 'BR-P2-TR-01',
      notes: null,
    });
    expect(moves[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts a short selection under the volume and an unknown destination under it', async () => {
    renderView('participant.transfer.new', TransferScreen, '/users/transfer/new?granularity=hourly', (c) => {
      const volume = (c.body as { selection?: { volume?: string } } | undefined)?.selection?.volume;
      if (c.path === '/hourly/transfers/preview')
        return volume === '9999.000000'
          ? {
              status: 409,
              body: {
                code: 'INSUFFICIENT_BALANCE',
                message: 'A seleção tem 500.000000 MWh livres; solicitado 9999.000000 MWh',
              },
            }
          : { body: figures };
      if (c.path === '/hourly/transfers')
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Registro não encontrado' } };
      return lists(c);
    });
    await pick(/Conta de origem/, '3');
    await pick(/Mês de produção/, '2026-07');
    fireEvent.click(screen.getByLabelText('Todas as horas da seleção'));
    fireEvent.change(screen.getByLabelText(/Volume \(MWh\)/), { target: { value: '9999' } });
    const volume = screen.getByLabelText(/Volume \(MWh\)/).closest('.fui-Field') as HTMLElement;
    await waitFor(() => expect(volume.textContent).toContain('As horas selecionadas não têm esse volume'));
    fireEvent.change(screen.getByLabelText(/Volume \(MWh\)/), { target: { value: '500' } });
    expect(await screen.findByText('3 blocos · 500,000000 MWh · 3 horas')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Conta de destino/), { target: { value: 'NADA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    const destination = screen.getByLabelText(/Conta de destino/).closest('.fui-Field') as HTMLElement;
    await waitFor(() => expect(destination.textContent).toContain('Conta de destino não encontrada'));
  });

  it('says what is missing before asking anything', async () => {
    const { calls } = renderView(
      'participant.transfer.new',
      TransferScreen,
      '/users/transfer/new?granularity=hourly',
      lists,
    );
    await pick(/Conta de origem/, '3');
    fireEvent.click(screen.getByLabelText('Todas as horas da seleção'));
    fireEvent.change(screen.getByLabelText(/Volume \(MWh\)/), { target: { value: '1,1234567' } });
    await pick(/Das \(hora\)/, '20');
    await pick(/Até \(hora\)/, '18');
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    expect(await screen.findByText('Informe um volume maior que zero, com até 6 casas decimais')).toBeTruthy();
    expect(screen.getByText('A hora final deve ser posterior à inicial')).toBeTruthy();
    expect(screen.getByText('Campo obrigatório')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/hourly'))).toBe(false);
  });
});

describe('retirement by hours', () => {
  it('sends a day range on weekdays with the beneficiary, as the monthly retirement asks', async () => {
    const { calls } = renderView(
      'participant.redemption.new',
      RetirementScreen,
      '/users/redemption/new?granularity=hourly',
      (c) =>
        c.path === '/hourly/retirements/preview'
          ? { body: figures }
          : c.path === '/hourly/retirements'
            ? { status: 201, body: booked }
            : lists(c),
    );
    await pick(/Conta de origem/, '3');
    fireEvent.click(screen.getByLabelText('Intervalo de datas'));
    fireEvent.change(screen.getByLabelText(/^De/), { target: { value: '2026-07-06' } });
    fireEvent.change(screen.getByLabelText(/Até \(inclusive\)/), { target: { value: '2026-07-10' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^sáb/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^dom/ }));
    expect(await screen.findByText('3 blocos · 500,000000 MWh · 3 horas')).toBeTruthy();
    const asked = calls.filter((c) => c.path === '/hourly/retirements/preview').at(-1);
    // The last day is included: the range ends at July 11th 00:00 in Brasília.
    expect(asked?.body).toEqual({
      selection: {
        account_id: 3,
        from: '2026-07-06T03:00:00.000Z',
        to: '2026-07-11T03:00:00.000Z',
        weekdays: [1, 2, 3, 4, 5],
        volume: 'all',
      },
    });
    await pick(/Conta de aposentadoria/, '4');
    await pick(/Beneficiário/, '9');
    fireEvent.change(screen.getByLabelText(/Finalidade/), { target: { value: 'Escopo 2 horário' } });
    fireEvent.click(screen.getByRole('button', { name: 'Revisar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar aposentadoria' });
    expect(within(dialog).getByText('Fábrica Azul')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aposentar' }));
    expect(await screen.findByText('Resgate nº 12 registrado: 500,000000 MWh em 3 blocos')).toBeTruthy();
    expect(calls.find((c) => c.path === '/hourly/retirements')?.body).toEqual({
      selection: sentSelection(asked),
      retirement_account_id: 4,
      beneficiary_id: 9,
      purpose: 'Escopo 2 horário',
      notes: null,
    });
  });

  it('keeps the monthly form as the default choice', async () => {
    renderView('participant.redemption.new', RetirementScreen, '/users/redemption/new', lists);
    expect(await screen.findByRole('radio', { name: 'Mensal' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('form', { name: 'Aposentadoria por horas' })).toBeNull();
  });
});

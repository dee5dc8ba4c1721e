// @vitest-environment happy-dom
import { loadResource } from '@rec/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as AutomationScreen } from './AutomationScreen';
import { fieldOf, fillRule, label, lists, pick } from './automation-fixtures';

// An automation rule by hours (ADR 0101 addendum): the rule's fields, then Mensal / Horária with
// the hourly moves' selection inputs; the body the API receives, the stored selection shown again
// on edit, and refusals under the inputs they are about.

afterEach(cleanup);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
  await loadResource('redemptionsautomations');
});
afterAll(() => vi.useRealTimers());

const EVENINGS = {
  account_id: 3,
  from: '2026-07-01T03:00:00.000Z',
  to: '2026-08-01T03:00:00.000Z',
  hour_from: 18,
  hour_to: 22,
  business_id: 7,
  volume: '500.000000',
};
const rule = {
  id: 5,
  name: 'Noites de julho',
  percentage: '100',
  order: 1,
  business_ids: [7],
  beneficiary_id: 9,
  trade_account_id: 3,
  retirement_account_id: 4,
  purpose: 'Escopo 2 horário',
  active: true,
  // 6 to 10 July 2026, Monday to Wednesday, in Brasília.
  hourly_selection: {
    account_id: 3,
    from: '2026-07-06T03:00:00.000Z',
    to: '2026-07-11T03:00:00.000Z',
    weekdays: [1, 2, 3],
    volume: 'all',
  },
};

describe('automation rule by hours', () => {
  it('sends the hours as the hourly moves do, the trade account being the selection’s', async () => {
    const { calls } = renderView('participant.automation.new', AutomationScreen, '/users/automation/new', (c) =>
      c.method === 'POST' ? { status: 201, body: { id: 5 } } : lists(c),
    );
    await fillRule();
    expect(screen.queryByLabelText(/Mês de produção/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Horária' }));
    await pick(/Mês de produção/, '2026-07');
    await pick(/Das \(hora\)/, '18');
    await pick(/Até \(hora\)/, '22');
    await pick(/Empreendimento/, '7');
    // No source account to choose: the rule's trade account is the selection's.
    expect(screen.queryByLabelText(/Conta de origem/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Todas as horas da seleção'));
    fireEvent.change(label(/Volume \(MWh\)/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.filter((c) => c.method === 'POST');
    expect(post).toHaveLength(1);
    expect(post[0]?.path).toBe('/redemptionsautomations');
    expect(post[0]?.body).toMatchObject({
      name: 'Noites de julho',
      business_ids: [7],
      trade_account_id: 3,
      retirement_account_id: 4,
      beneficiary_id: 9,
      hourly_selection: EVENINGS,
    });
  });

  it('sends no selection for a monthly rule and nothing while the hours are wrong', async () => {
    const { calls } = renderView('participant.automation.new', AutomationScreen, '/users/automation/new', (c) =>
      c.method === 'POST' ? { status: 201, body: { id: 6 } } : lists(c),
    );
    await fillRule();
    fireEvent.click(screen.getByRole('radio', { name: 'Horária' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Intervalo de datas' }));
    fireEvent.change(label(/^De/), { target: { value: '2026-07-10' } });
    fireEvent.change(label(/^Até \(inclusive\)/), { target: { value: '2026-07-06' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(fieldOf(/^Até \(inclusive\)/).textContent).toContain('A data final deve ser igual ou posterior à inicial'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('radio', { name: 'Mensal' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).not.toHaveProperty('hourly_selection');
  });

  it('puts the API’s hourly_selection refusals under the plant and the trade account', async () => {
    renderView('participant.automation.new', AutomationScreen, '/users/automation/new', (c) =>
      c.method === 'POST'
        ? {
            status: 422,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos',
              fields: [
                { field: 'hourly_selection.business_id', message: 'Usina fora da regra' },
                { field: 'hourly_selection.account_id', message: 'Conta diferente da regra' },
              ],
            },
          }
        : lists(c),
    );
    await fillRule();
    fireEvent.click(screen.getByRole('radio', { name: 'Horária' }));
    await pick(/Empreendimento/, '7');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fieldOf(/Empreendimento/).textContent).toContain('Usina fora da regra'));
    expect(fieldOf(/^Conta de negociação/).textContent).toContain('Conta diferente da regra');
  });

  it('shows a stored selection as Brasília days and weekdays on edit, and keeps it when saved', async () => {
    const { calls } = renderView('participant.automation.new', AutomationScreen, '/users/automation/new?id=5', (c) =>
      c.path === '/redemptionsautomations/5' && c.method === 'GET'
        ? { body: rule }
        : c.method === 'PUT'
          ? { body: rule }
          : lists(c),
    );
    await waitFor(() => expect((label(/^De/) as HTMLInputElement).value).toBe('2026-07-06'));
    expect((screen.getByRole('radio', { name: 'Horária' }) as HTMLInputElement).checked).toBe(true);
    expect((label(/^Até \(inclusive\)/) as HTMLInputElement).value).toBe('2026-07-10');
    const legend = [...document.querySelectorAll('legend')].find((l) => l.textContent === 'Dias da semana');
    const days = [...(legend?.parentElement?.querySelectorAll('.fui-Checkbox') ?? [])];
    const on = days.filter((d) => d.querySelector('input')?.checked).map((d) => d.textContent);
    expect(on).toEqual(['seg.', 'ter.', 'qua.']);
    expect((screen.getByLabelText('Todas as horas da seleção') as HTMLInputElement).checked).toBe(true);
    await screen.findByRole('option', { name: 'Fábrica Azul', selected: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ hourly_selection: rule.hourly_selection });
  });

  it('sends null when an hourly rule is made monthly, so the API drops its selection', async () => {
    const { calls } = renderView('participant.automation.new', AutomationScreen, '/users/automation/new?id=5', (c) =>
      c.path === '/redemptionsautomations/5' && c.method === 'GET'
        ? { body: rule }
        : c.method === 'PUT'
          ? { body: rule }
          : lists(c),
    );
    const monthly = await screen.findByRole('radio', { name: 'Mensal' });
    await screen.findByRole('option', { name: 'Fábrica Azul', selected: true });
    fireEvent.click(monthly);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ hourly_selection: null });
  });
  it('says an unknown rule is not found and goes back to the list, as the generic edit did', async () => {
    const { router } = renderView(
      'participant.automation.new',
      AutomationScreen,
      '/users/automation/new?id=999',
      (c) =>
        c.path === '/redemptionsautomations/999'
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'Registro não encontrado' } }
          : lists(c),
    );
    expect(await screen.findByText('Automação não encontrado')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/automation/list'));
    expect(screen.queryByRole('radio', { name: 'Horária' })).toBeNull();
  });
});

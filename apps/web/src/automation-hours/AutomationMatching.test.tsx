// @vitest-environment happy-dom
import { loadResource } from '@rec/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as AutomationScreen } from './AutomationScreen';
import { fieldOf, fillRule, label, lists, pick } from './automation-fixtures';

// An automation rule in hourly matching mode (ADR 0111): Horária, then "the beneficiary's
// consumption, hour by hour" with a preference order; the body the API receives, what an edit
// shows and sends back, and the refusals under their inputs.

afterEach(cleanup);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
  await loadResource('redemptionsautomations');
});
afterAll(() => vi.useRealTimers());

const rule = {
  id: 8,
  name: 'Consumo hora a hora',
  percentage: '100',
  order: 1,
  business_ids: [7],
  beneficiary_id: 9,
  trade_account_id: 3,
  retirement_account_id: 4,
  purpose: 'Escopo 2 horário',
  active: true,
  hourly_selection: null,
  hourly_matching: { preference: ['source', 'oldest'], source_ids: [2] },
};

const editing = () =>
  renderView('participant.automation.new', AutomationScreen, '/users/automation/new?id=8', (c) =>
    c.path === '/redemptionsautomations/8' && (c.method === 'GET' || c.method === 'PUT') ? { body: rule } : lists(c),
  );

const chooseMatching = () => {
  fireEvent.click(screen.getByRole('radio', { name: 'Horária' }));
  fireEvent.click(screen.getByRole('radio', { name: 'O consumo do beneficiário, hora a hora' }));
};

describe('automation rule in hourly matching mode', () => {
  it('sends the preference order, the preferred source, and no hour selection', async () => {
    const { calls } = renderView('participant.automation.new', AutomationScreen, '/users/automation/new', (c) =>
      c.method === 'POST' ? { status: 201, body: { id: 8 } } : lists(c),
    );
    await fillRule();
    chooseMatching();
    expect(screen.queryByLabelText(/Mês de produção/)).toBeNull();
    expect(screen.getByText(/aposenta o que casou, uma vez por mês/)).toBeTruthy();
    expect((label(/^1ª preferência/) as HTMLSelectElement).value).toBe('oldest');
    await pick(/^1ª preferência/, 'plant');
    await pick(/^2ª preferência/, 'source');
    await pick(/^Fonte preferida/, '2');
    await pick(/^3ª preferência/, 'oldest');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({
      business_ids: [7],
      hourly_matching: { preference: ['plant', 'source', 'oldest'], source_ids: [2] },
    });
    expect(body).not.toHaveProperty('hourly_selection');
  });

  it('sends nothing while a preference repeats or the preferred source is missing', async () => {
    const { calls } = renderView('participant.automation.new', AutomationScreen, '/users/automation/new', (c) =>
      c.method === 'POST' ? { status: 201, body: { id: 8 } } : lists(c),
    );
    await fillRule();
    chooseMatching();
    await pick(/^2ª preferência/, 'oldest');
    await pick(/^3ª preferência/, 'source');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fieldOf(/^2ª preferência/).textContent).toContain('Esta preferência já foi escolhida'));
    expect(fieldOf(/^Fonte preferida/).textContent).toContain('Escolha a fonte preferida');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows a stored mode on edit and keeps it when saved', async () => {
    const { calls } = editing();
    await waitFor(() => expect((label(/^1ª preferência/) as HTMLSelectElement).value).toBe('source'));
    expect(
      (screen.getByRole('radio', { name: 'O consumo do beneficiário, hora a hora' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((label(/^2ª preferência/) as HTMLSelectElement).value).toBe('oldest');
    await waitFor(() => expect((label(/^Fonte preferida/) as HTMLSelectElement).value).toBe('2'));
    await screen.findByRole('option', { name: 'Fábrica Azul', selected: true });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ hourly_matching: rule.hourly_matching });
  });

  it('sends null for the mode when the rule goes back to chosen hours, so the API drops it', async () => {
    const { calls } = editing();
    const hours = await screen.findByRole('radio', { name: 'As horas escolhidas' });
    await screen.findByRole('option', { name: 'Fábrica Azul', selected: true });
    fireEvent.click(hours);
    await pick(/Mês de produção/, '2026-07');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    const body = calls.find((c) => c.method === 'PUT')?.body;
    expect(body).toMatchObject({ hourly_matching: null, hourly_selection: { account_id: 3, volume: 'all' } });
  });

  it('puts the API’s hourly_matching refusals under the preference and the rule’s plants', async () => {
    renderView('participant.automation.new', AutomationScreen, '/users/automation/new', (c) =>
      c.method === 'POST'
        ? {
            status: 422,
            body: {
              code: 'VALIDATION_FAILED',
              message: 'Dados inválidos',
              fields: [
                { field: 'hourly_matching.preference', message: 'Preferência repetida' },
                { field: 'hourly_matching.plant_ids', message: 'Usina fora da regra' },
              ],
            },
          }
        : lists(c),
    );
    await fillRule();
    chooseMatching();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fieldOf(/^1ª preferência/).textContent).toContain('Preferência repetida'));
    expect(screen.getByText('Usina fora da regra')).toBeTruthy();
  });
});

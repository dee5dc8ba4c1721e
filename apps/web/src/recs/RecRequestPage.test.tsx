// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Call, renderView } from '../test-support/render-view';
import { Component as RecRequestPage } from './RecRequestPage';

afterEach(cleanup);
// The months offered depend on the day (the domain's emission rule): 05/12/2026 in Brasília.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
});
afterAll(() => vi.useRealTimers());

const options = (c: Call) => {
  if (c.path === '/businesses') return { body: { data: [{ id: 4, name: 'UFV Sol', participant_id: 7 }], total: 1 } };
  // Only the participants linked to the registrant or the plant (ADR 0082).
  if (c.path === '/recs/receivers')
    return {
      body: {
        data: [
          { id: 7, name: 'Comercializadora Verde S.A.' },
          { id: 9, name: 'Energia Azul Trading Ltda' },
        ],
        total: 2,
      },
    };
  if (c.path === '/recs/recsprimary')
    return {
      body: {
        data: [
          { business_id: 4, period: '2026-09', available_volume: '80.000000' },
          { business_id: 4, period: '2026-10', available_volume: '120.000000', hourly_available: true },
        ],
        total: 2,
      },
    };
  return { body: { data: [], total: 0 } };
};

const fillLine = async (line: HTMLElement, month: string, scheme: string, volume: string) => {
  fireEvent.change(within(line).getByLabelText(/Empreendimento/), { target: { value: '4' } });
  await waitFor(() =>
    expect(
      within(line)
        .getByLabelText(/Mês de geração/)
        .querySelectorAll('option').length,
    ).toBe(3),
  );
  fireEvent.change(within(line).getByLabelText(/Mês de geração/), { target: { value: month } });
  fireEvent.change(within(line).getByLabelText(/Padrão/), { target: { value: scheme } });
  await waitFor(() =>
    expect(
      within(line)
        .getByLabelText(/Participante/)
        .querySelectorAll('option').length,
    ).toBe(3),
  );
  fireEvent.change(within(line).getByLabelText(/Volume/), { target: { value: volume } });
};

const HOURLY_TEXT = 'Emissão horária só é possível para um mês encerrado cuja geração veio do arquivo horário da CCEE';

describe('emission request', () => {
  it('shows the free volume of the month and says so when the limit is reached (429)', async () => {
    renderView('registrant.rec.new', RecRequestPage, '/users/rec/new', (c) =>
      c.method === 'POST' ? { status: 429, body: { code: 'EMISSION_LIMIT', message: 'limit' } } : options(c),
    );
    const line = await screen.findByRole('group', { name: 'Solicitação 1' });
    await waitFor(() =>
      expect(
        within(line)
          .getByLabelText(/Empreendimento/)
          .querySelectorAll('option').length,
      ).toBe(2),
    );
    await fillLine(line, '2026-10', 'irec', '10,5');
    expect(within(line).getByText('Disponível: 120,000000 MWh')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar emissão' }));
    expect(await screen.findByText('Você atingiu o limite de emissão')).toBeTruthy();
  });

  it('offers only the linked participants, and marks the line the server refuses (PARTICIPANT_NOT_LINKED)', async () => {
    renderView('registrant.rec.new', RecRequestPage, '/users/rec/new', (c) =>
      c.method === 'POST'
        ? {
            status: 422,
            body: {
              code: 'PARTICIPANT_NOT_LINKED',
              message: 'Participante não vinculado ao registrante',
              fields: [{ field: 'participant_id', message: 'Participante não vinculado ao registrante' }],
            },
          }
        : options(c),
    );
    const line = await screen.findByRole('group', { name: 'Solicitação 1' });
    await waitFor(() =>
      expect(
        within(line)
          .getByLabelText(/Empreendimento/)
          .querySelectorAll('option').length,
      ).toBe(2),
    );
    await fillLine(line, '2026-10', 'irec', '10');
    const names = [
      ...within(line)
        .getByLabelText(/Participante/)
        .querySelectorAll('option'),
    ].map((o) => o.textContent);
    expect(names.slice(1)).toEqual(['Comercializadora Verde S.A.', 'Energia Azul Trading Ltda']);
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar emissão' }));
    expect(await within(line).findByText('Participante não vinculado ao registrante')).toBeTruthy();
  });

  it('sends several lines in one batch, whole months, exact decimals', async () => {
    const view = renderView('registrant.rec.new', RecRequestPage, '/users/rec/new', (c) =>
      c.method === 'POST' ? { status: 201, body: { data: [] } } : options(c),
    );
    const first = await screen.findByRole('group', { name: 'Solicitação 1' });
    await waitFor(() =>
      expect(
        within(first)
          .getByLabelText(/Empreendimento/)
          .querySelectorAll('option').length,
      ).toBe(2),
    );
    await fillLine(first, '2026-10', 'irec', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar mês ou empreendimento' }));
    const second = screen.getByRole('group', { name: 'Solicitação 2' });
    await fillLine(second, '2026-09', 'rec_brazil', '80');
    // The plant's own receiver is proposed; another linked participant may be chosen instead.
    expect((within(second).getByLabelText(/Participante/) as HTMLSelectElement).value).toBe('7');
    fireEvent.change(within(second).getByLabelText(/Participante/), { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar 2 emissões' }));
    await waitFor(() => expect(view.calls.some((c) => c.path === '/recs/batch')).toBe(true));
    expect(view.calls.find((c) => c.path === '/recs/batch')?.body).toEqual({
      items: [
        {
          business_id: 4,
          participant_id: 7,
          scheme: 'irec',
          initial_period: '2026-10-01',
          final_period: '2026-10-31',
          emissionVolume: '100.000000',
        },
        {
          business_id: 4,
          participant_id: 9,
          scheme: 'rec_brazil',
          initial_period: '2026-09-01',
          final_period: '2026-09-30',
          emissionVolume: '80.000000',
        },
      ],
    });
  });

  it('offers only the months the server accepts and says why the others are not offered', async () => {
    renderView('registrant.rec.new', RecRequestPage, '/users/rec/new', (c) =>
      c.path === '/recs/recsprimary'
        ? {
            body: {
              data: [
                { business_id: 4, period: '2025-12', available_volume: '13408.182000' },
                { business_id: 4, period: '2026-11', available_volume: '10.000000' },
                { business_id: 4, period: '2026-12', available_volume: '5.000000' },
              ],
              total: 3,
            },
          }
        : options(c),
    );
    const line = await screen.findByRole('group', { name: 'Solicitação 1' });
    await waitFor(() =>
      expect(
        within(line)
          .getByLabelText(/Empreendimento/)
          .querySelectorAll('option').length,
      ).toBe(2),
    );
    fireEvent.change(within(line).getByLabelText(/Empreendimento/), { target: { value: '4' } });
    expect(
      await within(line).findByText(
        'Meses com geração não oferecidos: 12/2025 (prazo encerrado em 30/09/2026) e 12/2026 (mês ainda não encerrado)',
      ),
    ).toBeTruthy();
    const months = [
      ...within(line)
        .getByLabelText(/Mês de geração/)
        .querySelectorAll('option'),
    ].map((o) => o.value);
    expect(months).toEqual(['', '2026-11']);
  });

  it('offers Horária only for a month from CCEE hourly data, says why not, and shows the server refusal', async () => {
    const view = renderView('registrant.rec.new', RecRequestPage, '/users/rec/new', (c) =>
      c.method === 'POST'
        ? {
            status: 422,
            body: {
              code: 'HOURLY_NOT_AVAILABLE',
              message: HOURLY_TEXT,
              fields: [{ field: 'granularity', message: HOURLY_TEXT }],
            },
          }
        : options(c),
    );
    const line = await screen.findByRole('group', { name: 'Solicitação 1' });
    await waitFor(() =>
      expect(
        within(line)
          .getByLabelText(/Empreendimento/)
          .querySelectorAll('option').length,
      ).toBe(2),
    );
    const granularity = () => within(line).getByLabelText(/Granularidade/) as HTMLSelectElement;
    const offered = () => [...granularity().querySelectorAll('option')].map((o) => o.textContent);
    await fillLine(line, '2026-09', 'irec', '10');
    expect(offered()).toEqual(['Mensal']);
    expect(within(line).getByText(/Horária só para meses cuja geração veio do arquivo horário/)).toBeTruthy();
    fireEvent.change(within(line).getByLabelText(/Mês de geração/), { target: { value: '2026-10' } });
    expect(offered()).toEqual(['Mensal', 'Horária']);
    expect(within(line).queryByText(/Horária só para meses/)).toBeNull();
    fireEvent.change(granularity(), { target: { value: 'hourly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar emissão' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(view.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ granularity: 'hourly' });
    // Under the field it concerns (and in the notification).
    const field = granularity().closest('.fui-Field') as HTMLElement;
    expect(await within(field).findByText(HOURLY_TEXT)).toBeTruthy();
  });
});

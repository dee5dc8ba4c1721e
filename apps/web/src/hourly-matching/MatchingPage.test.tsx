// @vitest-environment happy-dom
import { loadResource } from '@rec/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Call, renderView } from '../test-support/render-view';
import { Component as MatchingPage } from './MatchingPage';

// The 24/7 matching screen as the API receives it (issue 39 item 2): a Brasília month sent as
// UTC instants with the user's preference order, the dry run's figures shown, the retirement
// reviewed and sent once with its key, its statement linked; empty periods say what to do.

afterEach(cleanup);
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
  await loadResource('redemptions');
});
afterAll(() => vi.useRealTimers());

const preview = {
  boundary: 'submarket',
  totals: {
    hours: 48,
    consumed: '1500.000000',
    matched: '1312.500000',
    unmatched: '187.500000',
    hours_fully_matched: 40,
    matched_share: '0.8750',
  },
  months: [{ month: '2026-07', consumed: '1500.000000', matched: '1312.500000', unmatched: '187.500000' }],
  days: [{ day: '2026-07-01', consumed: '1500.000000', matched: '1312.500000' }],
  plants: [
    {
      business_id: 7,
      name: 'UFV Sol do Pampa I',
      source: 'Solar',
      submarket: 'SUL',
      matched: '1312.500000',
      bundles: 44,
    },
  ],
};
const empty = { ...preview, totals: { ...preview.totals, hours: 0, consumed: '0.000000', matched: '0.000000' } };
const nothing = { ...preview, totals: { ...preview.totals, matched: '0.000000', matched_share: '0.0000' } };

const lists = (c: Call) => {
  if (c.path === '/retirements' && c.search.get('accountType') === 'trade')
    return { body: { data: [{ id: 3, accountName: 'Negociação', accountCode: 'BR-P1-TR' }], total: 1 } };
  if (c.path === '/retirements')
    return { body: { data: [{ id: 4, accountName: 'Aposentadoria', accountCode: 'BR-P1-RT' }], total: 1 } };
  if (c.path === '/businesses') return { body: { data: [{ id: 7, name: 'UFV Sol do Pampa I' }], total: 1 } };
  if (c.path === '/sources') return { body: { data: [{ id: 2, name: 'Solar' }], total: 1 } };
  if (c.path === '/beneficiaries') return { body: { data: [{ id: 9, name: 'Fábrica Azul' }], total: 1 } };
  if (c.path === '/redemptions/12') return { body: { id: 12, verification_code: 'ABCD-1234' } };
  return { body: { data: [], total: 0 } };
};

const pick = async (label: RegExp, value: string) => {
  const select = screen.getByLabelText(label) as HTMLSelectElement;
  await waitFor(() => expect([...select.options].map((o) => o.value)).toContain(value));
  fireEvent.change(select, { target: { value } });
};

const open = (respond: (c: Call) => { status?: number; body: unknown } | undefined) =>
  renderView('participant.hourly_matching', MatchingPage, '/users/hourly_matching', (c) => respond(c) ?? lists(c));

const chooseJuly = async () => {
  await pick(/Conta de negociação/, '3');
  await pick(/^Beneficiário/, '9');
  await pick(/^Mês/, '2026-07');
};

describe('24/7 matching', () => {
  it('runs the month in the user’s order, shows the figures, then retires once and links the statement', async () => {
    const { calls } = open((c) =>
      c.path === '/hourly/matchings/preview'
        ? { body: preview }
        : c.path === '/hourly/matchings'
          ? { status: 201, body: { ...preview, redemption_id: 12, movement_seq: 5 } }
          : undefined,
    );
    expect(await screen.findByRole('form', { name: 'Correspondência horária' })).toBeTruthy();
    await chooseJuly();
    fireEvent.click(screen.getByRole('checkbox', { name: /Empreendimentos preferidos/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText('Adicione ao menos um empreendimento')).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/hourly'))).toBe(false);
    await pick(/^Empreendimentos preferidos/, '7');
    fireEvent.click(screen.getByRole('button', { name: 'Subir Empreendimentos preferidos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const totals = await screen.findByTestId('matching-totals');
    expect(totals.textContent).toContain('Consumido1.500,000000 MWh');
    expect(totals.textContent).toContain('Não correspondido187,500000 MWh');
    expect(totals.textContent).toContain('Parcela correspondida87,50 %');
    expect(totals.textContent).toContain('Horas totalmente cobertas40 de 48');
    expect(totals.textContent).toContain('Submercado do consumo');
    const byPlant = screen.getByRole('table', { name: 'Correspondido por empreendimento' });
    expect(within(byPlant).getByRole('row', { name: /UFV Sol do Pampa I Solar SUL 44 1.312,500000/ })).toBeTruthy();
    // July 1st 00:00 in Brasília is 03:00 UTC; the month ends at August 1st 00:00 Brasília.
    const input = {
      account_id: 3,
      beneficiary_id: 9,
      from: '2026-07-01T03:00:00.000Z',
      to: '2026-08-01T03:00:00.000Z',
      preference: ['plant', 'oldest'],
      plant_ids: [7],
    };
    expect(calls.find((c) => c.path === '/hourly/matchings/preview')?.body).toEqual(input);

    await pick(/Conta de aposentadoria/, '4');
    fireEvent.change(screen.getByLabelText(/Finalidade/), { target: { value: 'Escopo 2 horário' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar aposentadoria' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmar aposentadoria' });
    expect(
      within(dialog).getByText('Empreendimentos preferidos (UFV Sol do Pampa I) → Mais antigos primeiro'),
    ).toBeTruthy();
    expect(within(dialog).getByText('1.312,500000 MWh de 44 blocos (87,50 % do consumo)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aposentar' }));
    expect(
      await screen.findByText('Aposentadoria nº 12 registrada: 1.312,500000 MWh correspondidos hora a hora'),
    ).toBeTruthy();
    const confirmed = calls.filter((c) => c.path === '/hourly/matchings');
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.body).toEqual({ ...input, retirement_account_id: 4, purpose: 'Escopo 2 horário' });
    expect(confirmed[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const statement = await screen.findByText('Ver a declaração');
    expect(statement.closest('a')?.getAttribute('href')).toBe('/verify/ABCD1234');
  });

  it('says to import consumption when the period has none, and what to do when nothing held covers it', async () => {
    let answer: unknown = empty;
    open((c) => (c.path === '/hourly/matchings/preview' ? { body: answer } : undefined));
    await chooseJuly();
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText(/^Nenhum consumo horário deste beneficiário no período/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Importar consumo horário' })).toBeTruthy();
    answer = nothing;
    await pick(/^Mês/, '2026-06');
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByText(/^Nenhum certificado horário desta conta cobre as horas/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirmar aposentadoria' })).toBeNull();
  });

  it('shows the refusal of a confirmation that finds nothing to match any more', async () => {
    open((c) =>
      c.path === '/hourly/matchings/preview'
        ? { body: preview }
        : c.path === '/hourly/matchings'
          ? {
              status: 409,
              body: {
                code: 'NOTHING_MATCHED',
                message: 'Nenhum certificado horário do período corresponde ao consumo do beneficiário.',
              },
            }
          : undefined,
    );
    await chooseJuly();
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    await screen.findByTestId('matching-totals');
    await pick(/Conta de aposentadoria/, '4');
    fireEvent.change(screen.getByLabelText(/Finalidade/), { target: { value: 'Escopo 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar aposentadoria' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Aposentar' }));
    expect(
      await screen.findByText('Nenhum certificado horário do período corresponde ao consumo do beneficiário.'),
    ).toBeTruthy();
  });
});

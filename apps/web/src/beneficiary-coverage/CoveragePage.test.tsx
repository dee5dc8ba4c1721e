// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as CoveragePage } from './CoveragePage';

afterEach(cleanup);

const month = (m: string, consumed: string, matched: string, hourly: string, annual: string) => ({
  month: m,
  consumed,
  matched,
  unmatched: (Number(consumed) - Number(matched)).toFixed(6),
  hourly_share: hourly,
  annual_share: annual,
});

const coverage = (hours: number) => ({
  beneficiary: { id: 7, name: 'Laticínios Serra Ltda.', code: 'LAT-7' },
  year: 2026,
  boundary: 'submarket',
  totals: {
    hours,
    consumed: '150.000000',
    matched: '60.000000',
    unmatched: '90.000000',
    retired: '140.000000',
    hourly_share: '0.4000',
    annual_share: '0.9333',
  },
  months: [
    month('2026-01', '0.000000', '0.000000', '0.0000', '0.0000'),
    month('2026-03', '150.000000', '60.000000', '0.4000', '0.9333'),
  ],
  scope2: {
    hourly: { unmatched: '90.000000', tco2e: '5.553000' },
    annual: { unmatched: '10.000000', tco2e: '0.617000' },
    factors: [{ year: 2026, submarket: 'SUDESTE', factor: '0.061700', source: 'Estudo SUDESTE 2026' }],
    missing_factor: true,
  },
  statements: [{ redemption_id: 3, code: 'ABCDE-FGHIJ', matched: '60.000000' }],
});

// 1 March: 00:00 fully covered, 01:00 a third; 2 March 00:00 consumed, not covered.
const hours = [
  { day: '2026-03-01', hour: 0, consumed: '50.000000', matched: '50.000000' },
  { day: '2026-03-01', hour: 1, consumed: '60.000000', matched: '10.000000' },
  { day: '2026-03-02', hour: 0, consumed: '40.000000', matched: '0.000000' },
].map((h) => ({
  ...h,
  hour_start: '2026-03-01T03:00:00Z',
  submarket: 'SUDESTE',
  tier: 'meter',
  unmatched: '0.000000',
}));

const open = (answer: ReturnType<typeof coverage>) =>
  renderView('participant.beneficiary.coverage', CoveragePage, '/users/beneficiary/coverage?id=7', (c) =>
    c.path === '/beneficiaries/7/coverage/hours' ? { body: { data: hours } } : { body: answer },
  );

describe('a beneficiary’s coverage page', () => {
  it('shows the totals, the gap, Scope 2 side by side, the grid of the last month consumed and the statements', async () => {
    const view = open(coverage(3));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cobertura horária: Laticínios Serra Ltda.' }),
    ).toBeTruthy();
    const figures = screen.getByTestId('coverage-figures');
    expect(within(figures).getByText('150,000000 MWh')).toBeTruthy();
    expect(within(figures).getByText('40,00 %')).toBeTruthy();
    expect(within(figures).getByText('93,33 %')).toBeTruthy();
    expect(screen.getByTestId('coverage-gap').textContent).toContain('53,33 pontos percentuais');
    const scope2 = screen.getByRole('table', { name: /Emissões de Escopo 2/ });
    expect(within(scope2).getByRole('row', { name: /Emissões \(tCO2e\)/ }).textContent).toContain('5,553000');
    expect(screen.getByTestId('missing-factor')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Fatores de mix residual aplicados' }).textContent).toContain(
      'Estudo SUDESTE 2026',
    );
    const grid = await screen.findByRole('table', { name: /por dia e hora, 03\/2026/ });
    expect(within(grid).getAllByRole('rowheader')).toHaveLength(31);
    expect(within(grid).getByTitle('01/03/2026 01:00: 10,000000 de 60,000000 MWh cobertos (16,7 %)')).toBeTruthy();
    expect(within(grid).getByTitle('02/03/2026 00:00: 0,000000 de 40,000000 MWh cobertos (0,0 %)')).toBeTruthy();
    expect(within(grid).getByTitle('03/03/2026 00:00: sem consumo')).toBeTruthy();
    expect(view.calls.find((c) => c.path.endsWith('/coverage/hours'))?.search.get('month')).toBe('2026-03');
    const link = screen.getByRole('link', { name: 'Verificar a declaração ABCDE-FGHIJ' });
    expect(link.getAttribute('href')).toBe('/verify/ABCDE-FGHIJ');
    expect(screen.getByRole('button', { name: 'Baixar relatório Escopo 2' })).toBeTruthy();
  });

  it('asks the year it is given and says to import consumption when there is none', async () => {
    const view = open(coverage(0));
    expect(await screen.findByText(/Nenhum consumo horário de Laticínios Serra Ltda\. em 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Importar consumo horário' }).getAttribute('href')).toBe(
      '/users/beneficiary_hourly_consumption/import',
    );
    expect(screen.queryByRole('button', { name: 'Baixar relatório Escopo 2' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Ano'), { target: { value: '2025' } });
    expect(await screen.findByText(/Nenhum consumo horário de Laticínios Serra Ltda\. em 2025/)).toBeTruthy();
    expect(view.calls.some((c) => c.path === '/beneficiaries/7/coverage' && c.search.get('year') === '2025')).toBe(
      true,
    );
  });
});

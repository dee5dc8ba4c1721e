// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as ImportView } from './ImportView';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const KEY = 'participant.beneficiary_hourly_consumption.import';
const URL_ = '/users/beneficiary_hourly_consumption/import';

// Three hours of one beneficiary as the server previews them: the repeated 23:00 of 16/02/2019
// (first at −02, then at −03) and the hour after, as a file in the clock `clock` wrote them.
const previewOf = (clock: 'utc' | 'local') => ({
  id: 9,
  kind: 'beneficiary_hourly_consumption',
  status: 'preview',
  total: 3,
  valid: 2,
  invalid: 1,
  rows: [
    ['2019-02-17T01:00:00.000Z', '0.250000', 'meter', []],
    ['2019-02-17T02:00:00.000Z', '0.250000', 'profile', []],
    ['2019-02-17T03:00:00.000Z', '1.500000', 'estimate', ['GENERATION_ALREADY_SUBMITTED']],
  ].map(([hour_start, total, tier, errors], i) => ({
    line: i + 2,
    codeCEG: 'BEN-H1',
    business_id: null,
    business_name: 'Frigorífico Horário Ltda',
    month: 2,
    year: 2019,
    total,
    hour_start,
    hour_clock: clock,
    tier,
    submarket: 'SUL',
    errors,
  })),
});

async function upload(clock: 'utc' | 'local') {
  renderView(
    KEY,
    ImportView,
    URL_,
    () => ({ body: {} }),
    async () => previewOf(clock),
  );
  const input = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!found) throw new Error('no file input yet');
    return found;
  });
  fireEvent.change(input, { target: { files: [new File(['x'], 'consumo-horario.csv')] } });
  fireEvent.click(await screen.findByRole('button', { name: 'Enviar e pré-visualizar' }));
  return screen.findByRole('table', { name: 'Linhas da prévia' });
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));

describe('the hourly consumption import', () => {
  it('previews each line’s Brasília hour beside its beneficiary, submarket, tier and MWh', async () => {
    const table = await upload('local');
    expect(cells(table)).toEqual([
      [
        'Linha',
        'Código',
        'Beneficiário',
        'Hora (horário de Brasília)',
        'Submercado',
        'Nível do dado',
        'Consumo (MWh)',
        'Erros',
      ],
      ['2', 'BEN-H1', 'Frigorífico Horário Ltda', '16/02/2019 23:00', 'SUL', 'medição', '0,250000', 'OK'],
      ['3', 'BEN-H1', 'Frigorífico Horário Ltda', '16/02/2019 23:00', 'SUL', 'perfil', '0,250000', 'OK'],
      [
        '4',
        'BEN-H1',
        'Frigorífico Horário Ltda',
        '17/02/2019 00:00',
        'SUL',
        'estimativa',
        '1,500000',
        expect.any(String),
      ],
    ]);
  });

  it('adds the UTC hour when the file wrote UTC', async () => {
    const table = await upload('utc');
    const [header, first] = cells(table);
    expect(header).toContain('Hora (UTC)');
    expect(first?.slice(3, 5)).toEqual(['16/02/2019 23:00', '17/02/2019 01:00']);
  });

  it.each([
    ['XLSX', 'beneficiary_hourly_consumption', 'modelo-consumo-horario.xlsx'],
    ['CSV', 'beneficiary_hourly_consumption_csv', 'modelo-consumo-horario.csv'],
  ])('offers the %s template, from GET /imports/templates/%s', async (format, kind, file) => {
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const view = renderView(KEY, ImportView, URL_, () => ({ body: 'Beneficiário;Início (UTC)' }));
    expect(await screen.findByText(`${file}: as colunas aceitas e uma linha de exemplo`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Baixar modelo ${format}` }));
    await waitFor(() => expect(saved).toEqual([file]));
    expect(view.calls.map((c) => `${c.method} ${c.path}`)).toContain(`GET /imports/templates/${kind}`);
  });
});

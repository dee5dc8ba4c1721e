// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as ShowView } from '../views/ShowView';

afterEach(cleanup);

const agreement = {
  id: 3,
  direction: null,
  sender_name: 'Comercializadora Verde',
  receiver_name: 'Comercializadora Azul',
  source_account_code: 'BR-VERDE-TR-02',
  destination_account_code: 'BR-AZUL-TR-01',
  share: '40.00',
  all_plants: true,
  plant_ids: [],
  starts_on: '2026-01-01',
  ends_on: null,
  notice_days: 30,
  state: 'active',
  executions: [
    {
      id: 1,
      created_at: '2026-12-06T12:00:00Z',
      source_kind: 'transfer',
      source_id: 9,
      arrived: '10.000000',
      volume: '4.000000',
      state: 'booked',
      reason: null,
      transfer_id: 10,
      hours: [{ hour_start: '2026-07-01T21:00:00Z', wh: 1500 }],
    },
    {
      id: 2,
      created_at: '2026-12-06T13:00:00Z',
      source_kind: 'emission',
      source_id: 7,
      arrived: '5.000000',
      volume: '2.000000',
      state: 'failed',
      reason: 'Não foi possível transferir: saldo insuficiente',
      transfer_id: null,
      hours: [],
    },
  ],
};

describe('an items field on a detail page', () => {
  it('reads as a table named by the field, a row per item and a column per item field', async () => {
    renderView('backoffice.agreement.details', ShowView, '/backoffice/agreement/details?id=3', () => ({
      body: agreement,
    }));
    const table = await screen.findByRole('table', { name: 'Execuções' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Data', 'Chegada', 'Chegou (MWh)', 'Transferido (MWh)', 'Resultado', 'Motivo', 'Horas movidas (Wh)']);
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Transferência recebida10,0000004,000000Transferido');
    // An hourly execution's hours, each with its Wh, in the row's last cell.
    expect(rows[1]?.querySelectorAll('td')[6]?.textContent).toBe('01/07/2026 18:00: 1500');
    expect(rows[2]?.textContent).toContain('FalhouNão foi possível transferir: saldo insuficiente');
  });

  it('writes an empty list of references as nothing chosen, not as "[]"', async () => {
    renderView('backoffice.agreement.details', ShowView, '/backoffice/agreement/details?id=3', () => ({
      body: agreement,
    }));
    const term = await screen.findByText('Usinas (nenhuma: todas)');
    expect(term.nextElementSibling?.textContent).toBe('—');
  });
});

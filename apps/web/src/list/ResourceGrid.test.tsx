// @vitest-environment happy-dom
import type { FieldDef } from '@rec/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordActions } from '../actions/RecordActions';
import { renderView } from '../test-support/render-view';
import { ResourceGrid } from './ResourceGrid';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const code = {
  name: 'code',
  type: 'text',
  label: { id: 'imports.code', defaultMessage: 'Código' },
  column: true,
} as FieldDef;
const rows = [
  { id: 7, code: 'REC-7', status: 'approved', transactionHash: 'ab' },
  { id: 8, code: 'REC-8', status: 'approved', transactionHash: 'cd' },
];

// The generic list's grid with its real row actions and a selection the page keeps.
function Grid() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <>
      <output aria-label="selecionados">{[...selected].join(',')}</output>
      <ResourceGrid
        label="Certificados"
        columns={[code]}
        rows={rows}
        sortable={[]}
        sort={{ column: null, order: 'asc' }}
        onSort={() => undefined}
        actions={(row) => <RecordActions name="recs" record={row} title={String(row.code)} size="small" />}
        selection={{ selected, onChange: setSelected, name: (row) => String(row.code) }}
      />
    </>
  );
}

const mount = () =>
  renderView('backoffice.enterprises.details', Grid, '/backoffice/enterprises/details?id=1', () => ({ body: '%PDF' }));

describe('a row action next to bulk actions', () => {
  it('never changes the selection, by click or by keyboard', async () => {
    vi.spyOn(window, 'open').mockImplementation(
      () => ({ location: { href: '' }, close: vi.fn() }) as unknown as Window,
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:file');
    mount();
    const pdf = await screen.findByRole('button', { name: 'Certificado (PDF) REC-7' });
    fireEvent.click(pdf);
    fireEvent.keyDown(pdf, { key: ' ' });
    expect(screen.getByLabelText('selecionados').textContent).toBe('');
    // The row's own checkbox still selects it: the selection itself works.
    fireEvent.click(within(screen.getByRole('grid')).getByRole('checkbox', { name: /REC-7/ }));
    expect(screen.getByLabelText('selecionados').textContent).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Certificado (PDF) REC-8' }));
    expect(screen.getByLabelText('selecionados').textContent).toBe('7');
  });
});

describe('the actions column', () => {
  it('is left out when no row of the page has an action', () => {
    renderView(
      'backoffice.enterprises.details',
      () => (
        <ResourceGrid
          label="Certificados"
          columns={[code]}
          rows={rows}
          sortable={[]}
          sort={{ column: null, order: 'asc' }}
          onSort={() => undefined}
          actions={() => null}
          acts={() => false}
        />
      ),
      '/backoffice/enterprises/details?id=1',
      () => ({ body: {} }),
    );
    expect(screen.getByRole('columnheader', { name: 'Código' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).toBeNull();
  });

  it("shows a row's primary action and folds the others into its … menu", async () => {
    renderView(
      'backoffice.enterprises.details',
      () => (
        <ResourceGrid
          label="Emissões"
          columns={[code]}
          rows={[{ id: 9, code: 'REC-9', status: 'pending' }]}
          sortable={[]}
          sort={{ column: null, order: 'asc' }}
          onSort={() => undefined}
          actions={(row) => <RecordActions name="recs" record={row} title={String(row.code)} size="small" />}
        />
      ),
      '/backoffice/enterprises/details?id=1',
      () => ({ body: {} }),
    );
    const cell = (await screen.findByRole('button', { name: 'Aprovar REC-9' })).closest('[role=gridcell]');
    expect(
      within(cell as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Aprovar REC-9', 'Mais ações para REC-9']);
  });
});

// Issue 36 item 15: an address in a narrow column broke mid-word ("fernanda.li|ma@…").
describe('an e-mail column', () => {
  it('breaks an address only before its @', () => {
    const email = { ...code, name: 'email', type: 'email', label: { id: 'auth.email', defaultMessage: 'E-mail' } };
    renderView(
      'backoffice.enterprises.details',
      () => (
        <ResourceGrid
          label="Usuários"
          columns={[email as FieldDef]}
          rows={[{ id: 1, email: 'fernanda.lima@ventosdonordeste.com.br' }]}
          sortable={[]}
          sort={{ column: null, order: 'asc' }}
          onSort={() => undefined}
          actions={() => null}
          acts={() => false}
        />
      ),
      '/backoffice/enterprises/details?id=1',
      () => ({ body: {} }),
    );
    const address = screen.getByTitle('fernanda.lima@ventosdonordeste.com.br');
    expect(address.innerHTML).toBe('fernanda.lima<wbr>@ventosdonordeste.com.br');
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as FormView } from '../views/FormView';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

// The registrant form's CNPJ field kind: its lookup (GET /cnpj/{id}) fills the company's name.
describe('CNPJ field', () => {
  it('looks the company up and fills the same-named fields', async () => {
    const view = renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', (c) =>
      c.path.startsWith('/cnpj/')
        ? { body: { cnpj: '33444555000181', social_reason: 'Hidro Serra Azul Energia Ltda', uf: 'MG' } }
        : { body: { data: [], total: 0 } },
    );
    await screen.findByRole('form', { name: 'Registrantes' });
    fireEvent.change(await waitFor(() => field('CNPJ')), { target: { value: '33.444.555/0001-81' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    expect(await screen.findByText('Dados da empresa preenchidos pelo CNPJ')).toBeTruthy();
    expect((field('Razão social') as HTMLInputElement).value).toBe('Hidro Serra Azul Energia Ltda');
    expect(view.calls.some((c) => c.path === '/cnpj/33444555000181')).toBe(true);
  });

  it('says when the CNPJ is unknown or incomplete', async () => {
    renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', (c) =>
      c.path.startsWith('/cnpj/')
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'CNPJ não encontrado' } }
        : { body: { data: [], total: 0 } },
    );
    await screen.findByRole('form', { name: 'Registrantes' });
    fireEvent.change(await waitFor(() => field('CNPJ')), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    expect(await screen.findByText('Informe os 14 dígitos do CNPJ')).toBeTruthy();
    fireEvent.change(field('CNPJ'), { target: { value: '99999999000199' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    expect(await screen.findByText('CNPJ não encontrado')).toBeTruthy();
  });
});

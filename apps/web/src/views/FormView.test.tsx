// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as FormView } from './FormView';

afterEach(cleanup);

const options = (path: string) => {
  if (path === '/registrants') return { body: { data: [{ id: 7, name: 'Solar do Sul' }], total: 1 } };
  if (path === '/sources') return { body: { data: [{ id: 1, name: 'Solar' }], total: 1 } };
  if (path === '/technologies') return { body: { data: [{ id: 2, name: 'Fotovoltaica' }], total: 1 } };
  return { body: { data: [], total: 0 } };
};

// Labels of required fields end in Fluent's ' *'.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`));
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('form view', () => {
  it('marks required fields and says at once what is wrong, in catalogue words', async () => {
    renderView('backoffice.enterprises.new', FormView, '/backoffice/enterprises/new', (c) => options(c.path));
    await screen.findByRole('form', { name: 'Empreendimentos' });
    expect(screen.getByText('Nome').closest('label')?.textContent).toContain('*');
    expect(screen.getByText('Cidade').closest('label')?.textContent).not.toContain('*');
    fill('Potência (MW)', 'dez');
    fill('Código CEG', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Número inválido')).toBeTruthy();
    expect(screen.getByText('Formato inválido')).toBeTruthy();
    expect(screen.getAllByText('Campo Obrigatório').length).toBeGreaterThan(0);
    // A corrected field loses its message as soon as it is right.
    fill('Potência (MW)', '10');
    await waitFor(() => expect(screen.queryByText('Número inválido')).toBeNull());
  });

  it('puts the server’s CEG refusal on the CEG field', async () => {
    const view = renderView('backoffice.enterprises.new', FormView, '/backoffice/enterprises/new', (c) =>
      c.method === 'POST'
        ? {
            status: 409,
            body: { code: 'CEG_HAS_ALREADY_BEEN_USED', message: 'CEG já cadastrado em outro empreendimento.' },
          }
        : options(c.path),
    );
    await screen.findByRole('form', { name: 'Empreendimentos' });
    fill('Nome', 'UFV Teste');
    fill('Código CEG', 'UFV.RS.RS.012345-6.01');
    for (const select of ['Registrante', 'Fonte de energia', 'Tecnologia de geração'])
      await waitFor(() => expect(field(select).querySelectorAll('option').length).toBe(2));
    fireEvent.change(field('Registrante'), { target: { value: '7' } });
    fireEvent.change(field('Fonte de energia'), { target: { value: '1' } });
    fireEvent.change(field('Tecnologia de geração'), { target: { value: '2' } });
    fill('Potência (MW)', '3,5');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = view.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'UFV Teste', capacity_mw: '3.500000', registrant_id: 7, source_id: 1 });
    await waitFor(() => expect(field('Código CEG').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('CEG já cadastrado em outro empreendimento.')).toBeTruthy();
  });
});

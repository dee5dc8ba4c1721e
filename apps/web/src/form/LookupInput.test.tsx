// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as FormView } from '../views/FormView';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

// The registrant form's lookup field kinds: the CNPJ (GET /cnpj/{id}) fills the company's name,
// the CEP (GET /cep/{cep}) the address; the state and city selects read GET /geo/….
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
    fireEvent.change(field('CNPJ'), { target: { value: '11222333000181' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    expect(await screen.findByText('CNPJ não encontrado')).toBeTruthy();
  });

  // Issue 36: wrong check digits showed only "Não foi possível consultar o CNPJ", after a call.
  it('refuses wrong check digits on the field itself, without asking the server', async () => {
    const view = renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', () => ({
      body: { data: [], total: 0 },
    }));
    await screen.findByRole('form', { name: 'Registrantes' });
    const cnpj = await waitFor(() => field('CNPJ'));
    fireEvent.change(cnpj, { target: { value: '11.222.333/0001-82' } });
    fireEvent.blur(cnpj);
    expect(await screen.findByText('CNPJ inválido: confira os 14 dígitos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CNPJ' }));
    expect(screen.queryByText('Não foi possível consultar o CNPJ')).toBeNull();
    expect(view.calls.some((c) => c.path.startsWith('/cnpj/'))).toBe(false);
  });

  it('checks a phone and a price as typed, and shows the phone formatted', async () => {
    renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', () => ({
      body: { data: [], total: 0 },
    }));
    await screen.findByRole('form', { name: 'Registrantes' });
    const phone = await waitFor(() => field('Telefone'));
    fireEvent.change(phone, { target: { value: 'abc' } });
    fireEvent.blur(phone);
    expect(await screen.findByText('Telefone inválido: use DDD e número, como (11) 98765-4321')).toBeTruthy();
    fireEvent.change(phone, { target: { value: '11987654321' } });
    fireEvent.blur(phone);
    await waitFor(() => expect((field('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321'));
    const price = field('Preço de emissão I-REC');
    fireEvent.change(price, { target: { value: '-1' } });
    fireEvent.blur(price);
    expect(await screen.findByText('O valor não pode ser negativo')).toBeTruthy();
  });
});

const select = (label: string) => field(label) as HTMLSelectElement;
const places = (c: { path: string }) => {
  if (c.path === '/geo/states')
    return {
      body: {
        data: [
          { uf: 'MG', name: 'Minas Gerais' },
          { uf: 'RS', name: 'Rio Grande do Sul' },
        ],
        total: 2,
        source: 'offline',
      },
    };
  if (c.path === '/geo/states/RS/cities')
    return { body: { data: [{ name: 'Canoas' }, { name: 'Porto Alegre' }], total: 2, source: 'offline' } };
  if (c.path === '/geo/states/MG/cities')
    return { body: { data: [{ name: 'Belo Horizonte' }], total: 1, source: 'offline' } };
  if (c.path === '/cep/90010000')
    return {
      body: {
        cep: '90010000',
        address: 'Rua dos Andradas',
        district: 'Centro Histórico',
        city: 'Porto Alegre',
        uf: 'RS',
        source: 'remote',
      },
    };
  if (c.path === '/cep/01310100') return { body: { cep: '01310100', uf: 'SP', city: null, source: 'offline' } };
  return { body: { data: [], total: 0 } };
};

describe('CEP field and the state and city selects', () => {
  it('fills the address from the CEP, with the state and its municipality chosen', async () => {
    const view = renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', places);
    await screen.findByRole('form', { name: 'Registrantes' });
    fireEvent.change(await waitFor(() => field('CEP')), { target: { value: '90010-000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('Endereço preenchido pelo CEP')).toBeTruthy();
    expect((field('Endereço') as HTMLInputElement).value).toBe('Rua dos Andradas');
    expect((field('Bairro') as HTMLInputElement).value).toBe('Centro Histórico');
    await waitFor(() => expect(select('Estado').value).toBe('RS'));
    await waitFor(() => expect(within(select('Cidade')).getByRole('option', { name: 'Canoas' })).toBeTruthy());
    expect(select('Cidade').value).toBe('Porto Alegre');
    expect(view.calls.some((c) => c.path === '/cep/90010000')).toBe(true);
  });

  it('lists a state’s municipalities once it is chosen, and clears the city when it changes', async () => {
    renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', places);
    await screen.findByRole('form', { name: 'Registrantes' });
    const city = await waitFor(() => select('Cidade'));
    expect(city.disabled).toBe(true);
    expect(within(city).getByRole('option', { name: 'Escolha o estado primeiro' })).toBeTruthy();
    await waitFor(() =>
      expect(within(select('Estado')).getByRole('option', { name: 'Rio Grande do Sul (RS)' })).toBeTruthy(),
    );
    fireEvent.change(select('Estado'), { target: { value: 'RS' } });
    await waitFor(() => expect(within(select('Cidade')).getByRole('option', { name: 'Canoas' })).toBeTruthy());
    fireEvent.change(select('Cidade'), { target: { value: 'Canoas' } });
    expect(select('Cidade').value).toBe('Canoas');
    fireEvent.change(select('Estado'), { target: { value: 'MG' } });
    await waitFor(() => expect(within(select('Cidade')).getByRole('option', { name: 'Belo Horizonte' })).toBeTruthy());
    expect(select('Cidade').value).toBe('');
  });

  it('says when only the state of a CEP is known, and when a CEP is incomplete', async () => {
    renderView('backoffice.registrants.new', FormView, '/backoffice/registrants/new', places);
    await screen.findByRole('form', { name: 'Registrantes' });
    fireEvent.change(await waitFor(() => field('CEP')), { target: { value: '0131' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText('Informe os 8 dígitos do CEP')).toBeTruthy();
    fireEvent.change(field('CEP'), { target: { value: '01310-100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buscar CEP' }));
    expect(await screen.findByText(/Só o estado foi encontrado para este CEP/)).toBeTruthy();
    await waitFor(() => expect(select('Estado').value).toBe('SP'));
  });
});

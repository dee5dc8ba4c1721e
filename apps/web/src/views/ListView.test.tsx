// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as ListView } from './ListView';

afterEach(cleanup);

const plants = [
  { id: 1, name: 'UFV Sol', codeCEG: 'UFV.RS.RS.012345-6.01', approved: 'PENDENTE', registrant_name: 'Solar do Sul' },
  { id: 2, name: 'UFV Lua', codeCEG: 'UFV.RS.RS.012346-4.01', approved: 'APROVADO', registrant_name: 'Solar do Sul' },
];

const respond = (call: { path: string; method: string }) => {
  if (call.path === '/businesses' && call.method === 'GET') return { body: { data: plants, total: 2 } };
  if (call.path.startsWith('/businesses/approve/')) return { body: { ...plants[0], approved: 'APROVADO' } };
  return { body: { data: [], total: 0 } };
};

describe('list view', () => {
  it('sends the route preset and the address filters, sorts by a header and offers row actions', async () => {
    const view = renderView(
      'backoffice.enterprises.request',
      ListView,
      '/backoffice/enterprises/request?source_id=3',
      respond,
    );
    const grid = await screen.findByRole('grid', { name: 'Solicitações de empreendimentos' });
    const first = view.calls.find((c) => c.path === '/businesses');
    expect(first?.search.get('approved')).toBe('PENDENTE');
    expect(first?.search.get('source_id')).toBe('3');
    // The preset is fixed: no Situação filter on the queue.
    expect(screen.queryByRole('combobox', { name: 'Situação' })).toBeNull();
    fireEvent.click(within(grid).getByText('Nome'));
    await waitFor(() => expect(view.router.state.location.search).toContain('sort=name'));
    await waitFor(() => expect(view.calls.at(-1)?.search.get('sort')).toBe('name'));
    // Approve only where the state machine allows it (the pending one).
    expect(screen.getByRole('button', { name: 'Aprovar UFV Sol' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Aprovar UFV Lua' })).toBeNull();
    // Edit only once approved (§4).
    expect(screen.queryByRole('button', { name: 'Editar UFV Sol' })).toBeNull();
  });

  it('asks before approving, then calls the operation and refreshes the list', async () => {
    const view = renderView('backoffice.enterprises.request', ListView, '/backoffice/enterprises/request', respond);
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar UFV Sol' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Aprovar o empreendimento UFV Sol\?/)).toBeTruthy();
    const lists = view.calls.filter((c) => c.path === '/businesses').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await waitFor(() => expect(view.calls.some((c) => c.path === '/businesses/approve/1')).toBe(true));
    await waitFor(() => expect(view.calls.filter((c) => c.path === '/businesses').length).toBeGreaterThan(lists));
  });

  it('offers a filter’s options by the referenced list, and sends the one chosen', async () => {
    const view = renderView('backoffice.rec.request', ListView, '/backoffice/rec/request', respond);
    const plant = await screen.findByRole('combobox', { name: 'Empreendimento' });
    await waitFor(() => expect(within(plant).getByRole('option', { name: 'UFV Lua' })).toBeTruthy());
    fireEvent.change(plant, { target: { value: '2' } });
    await waitFor(() => expect(view.calls.at(-1)?.search.get('business_id')).toBe('2'));
    expect(view.calls.at(-1)?.path).toBe('/recs');
  });

  it('keeps both of two filters chosen before the address renders again', async () => {
    const view = renderView('backoffice.rec.request', ListView, '/backoffice/rec/request', respond);
    const plant = await screen.findByRole('combobox', { name: 'Empreendimento' });
    await waitFor(() => expect(within(plant).getByRole('option', { name: 'UFV Lua' })).toBeTruthy());
    // One act: the second choice lands while the router is still settling the first.
    act(() => {
      fireEvent.change(plant, { target: { value: '2' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Padrão' }), { target: { value: 'irec' } });
    });
    await waitFor(() => expect(view.router.state.location.search).toContain('scheme=irec'));
    expect(view.router.state.location.search).toContain('business_id=2');
    await waitFor(() => expect(view.calls.at(-1)?.search.get('scheme')).toBe('irec'));
    expect(view.calls.at(-1)?.search.get('business_id')).toBe('2');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Empreendimento' }).value).toBe('2');
  });

  it("filters the admin's API clients by organisation, a filter a participant's admin is not offered", async () => {
    const view = renderView('backoffice.apiclient.list', ListView, '/backoffice/apiclient/list', respond);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Organização' }), {
      target: { value: 'participant' },
    });
    await waitFor(() => expect(view.calls.at(-1)?.search.get('organization')).toBe('participant'));
    expect(view.calls.at(-1)?.path).toBe('/apiclients');
    cleanup();
    renderView('participant.apiclient.list', ListView, '/users/apiclient/list', respond, undefined, {
      userType: 'client_admin_participant',
      participantId: 2,
    });
    expect(await screen.findByRole('combobox', { name: 'Situação' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Organização' })).toBeNull();
  });

  it("names the registry in the organisation cell of the admin's own webhook subscriptions and API clients", async () => {
    const rows = (path: string) =>
      path === '/webhooks'
        ? [
            { id: 1, url: 'https://registro.example/rec', active: true, organization_name: null },
            { id: 2, url: 'https://erp.sul.example/rec', active: true, organization_name: 'Comercializadora Sul' },
          ]
        : [{ id: 3, name: 'Conciliação', client_id: 'rc_1', status: 'active', organization_name: null }];
    const answer = (call: { path: string }) => ({ body: { data: rows(call.path), total: rows(call.path).length } });
    const row = async (text: string) =>
      (await screen.findAllByRole('row')).find((r) => r.textContent?.includes(text)) as HTMLElement;
    renderView('backoffice.webhook.list', ListView, '/backoffice/webhook/list', answer);
    await screen.findByText('https://registro.example/rec');
    const own = await row('https://registro.example/rec');
    expect(within(own).getByText('Registro')).toBeTruthy();
    const theirs = await row('https://erp.sul.example/rec');
    expect(within(theirs).getByText('Comercializadora Sul')).toBeTruthy();
    expect(within(theirs).queryByText('Registro')).toBeNull();
    cleanup();
    renderView('backoffice.apiclient.list', ListView, '/backoffice/apiclient/list', answer);
    await screen.findByText('Conciliação');
    const client = await row('Conciliação');
    expect(within(client).getByText('Registro')).toBeTruthy();
  });
});

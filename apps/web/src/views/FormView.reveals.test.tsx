// @vitest-environment happy-dom

import { SCOPE_FAMILIES } from '@rec/domain/clients';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordActions } from '../actions/RecordActions';
import { renderView } from '../test-support/render-view';
import { Component as FormView } from './FormView';
import { Component as ShowView } from './ShowView';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const empty = { body: { data: [], total: 0 } };
const SUBSCRIPTION = {
  id: 4,
  url: 'https://erp.exemplo.com.br/rec',
  description: null,
  event_types: ['emission.approved', 'transfer.received'],
  active: false,
  registrant_id: null,
  participant_id: 2,
  consecutive_failures: 12,
  disabled_reason: 'failing',
  disabled_at: '2026-12-05T10:00:00Z',
  created_at: '2026-12-01T10:00:00Z',
  updated_at: '2026-12-05T10:00:00Z',
};

describe('a choices field and a shown-once secret in the generic create form', () => {
  it('sends the ticked event types, grouped by family, then shows the answered secret once and leaves', async () => {
    const clipboard = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: clipboard }, configurable: true });
    const view = renderView('backoffice.webhook.register', FormView, '/backoffice/webhook/register', (call) =>
      call.method === 'POST' ? { status: 201, body: { ...SUBSCRIPTION, secret: 'whsec_abc123' } } : empty,
    );
    const form = await screen.findByRole('form', { name: 'Webhooks' });
    fireEvent.change(within(form).getByLabelText(/^URL/), { target: { value: 'https://erp.exemplo.com.br/rec' } });
    // Nothing ticked: the catalogue's required message, and nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();
    const events = await screen.findByRole('group', { name: 'Eventos' });
    // A family's own box ticks all of it; one of them is then left out.
    fireEvent.click(within(events).getByRole('checkbox', { name: 'Emissões: todos' }));
    fireEvent.click(within(events).getByRole('checkbox', { name: /Emissão bloqueada/ }));
    expect((within(events).getByRole('checkbox', { name: 'Emissões: todos' }) as HTMLInputElement).indeterminate).toBe(
      true,
    );
    fireEvent.click(within(events).getByRole('checkbox', { name: /Transferência recebida/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Segredo de assinatura' });
    const sent = view.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      url: 'https://erp.exemplo.com.br/rec',
      active: true,
      event_types: [
        'emission.requested',
        'emission.approved',
        'emission.refused',
        'emission.reverted',
        'transfer.received',
      ],
    });
    // The secret is in the dialog, with the warning, and nowhere in the address.
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('whsec_abc123');
    expect(within(dialog).getByText(/não será mostrado de novo/)).toBeTruthy();
    expect(view.router.state.location.pathname + view.router.state.location.search).not.toContain('whsec');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(clipboard).toHaveBeenCalledWith('whsec_abc123'));
    expect(await within(dialog).findByText('Copiado para a área de transferência')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Já copiei, fechar' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/backoffice/webhook/list'));
    expect(screen.queryByDisplayValue('whsec_abc123')).toBeNull();
  });
});

describe("a machine client's scopes in the new-client form (ADR 0135)", () => {
  const offered = async () => {
    const scopes = await screen.findByRole('group', { name: 'Escopos' });
    return within(scopes)
      .getAllByRole('checkbox')
      .map(
        (box) =>
          box.getAttribute('aria-label') ??
          box.closest('label')?.textContent ??
          (box as HTMLInputElement).labels?.[0]?.textContent,
      )
      .filter((name): name is string => typeof name === 'string' && name.includes(':') && !name.includes('todos'));
  };

  it("offers the admin the scopes of the chosen organisation's kind, and drops a ticked one it no longer offers", async () => {
    renderView('backoffice.apiclient.register', FormView, '/backoffice/apiclient/register', () => empty);
    // No organisation chosen: the registry's, every grantable scope.
    expect(await offered()).toEqual(expect.arrayContaining(['configs:write', 'recs:write', 'transfers:write']));
    const form = await screen.findByRole('form', { name: 'Clientes de API' });
    fireEvent.change(within(form).getByLabelText(/^Organização/), { target: { value: 'participant' } });
    await waitFor(async () => expect(await offered()).not.toContain('configs:write'));
    expect(await offered()).toEqual(expect.arrayContaining(['transfers:write', 'hourly:read']));
    expect(await offered()).not.toContain('recs:write');
    fireEvent.click(screen.getByRole('checkbox', { name: 'transfers:write' }));
    // A registrant moves no certificates: its client cannot be given transfers:write, ticked or not.
    fireEvent.change(within(form).getByLabelText(/^Organização/), { target: { value: 'registrant' } });
    await waitFor(async () => expect(await offered()).toContain('recs:write'));
    expect(await offered()).not.toContain('transfers:write');
    fireEvent.change(within(form).getByLabelText(/^Organização/), { target: { value: 'participant' } });
    await waitFor(async () => expect(await offered()).toContain('transfers:write'));
    expect((screen.getByRole('checkbox', { name: 'transfers:write' }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the admin only the picker of the chosen organisation's kind, none for the registry's own client", async () => {
    renderView('backoffice.apiclient.register', FormView, '/backoffice/apiclient/register', () => empty);
    const form = await screen.findByRole('form', { name: 'Clientes de API' });
    const pickers = () =>
      ['Registrante', 'Participante'].filter(
        (name) => within(form).queryByLabelText(new RegExp(`^${name}(?!s)`)) !== null,
      );
    expect(pickers()).toEqual([]);
    fireEvent.change(within(form).getByLabelText(/^Organização/), { target: { value: 'participant' } });
    await waitFor(() => expect(pickers()).toEqual(['Participante']));
    fireEvent.change(within(form).getByLabelText(/^Organização/), { target: { value: 'registrant' } });
    await waitFor(() => expect(pickers()).toEqual(['Registrante']));
    fireEvent.change(within(form).getByLabelText(/^Organização/), { target: { value: 'registry' } });
    await waitFor(() => expect(pickers()).toEqual([]));
  });

  it('heads each scope family with its name in words, never the technical family key', async () => {
    renderView('backoffice.apiclient.register', FormView, '/backoffice/apiclient/register', () => empty);
    const scopes = await screen.findByRole('group', { name: 'Escopos' });
    const headings = within(scopes)
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label') ?? '');
    expect(headings.length).toBe(SCOPE_FAMILIES.length);
    expect(headings.filter((heading) => SCOPE_FAMILIES.includes(heading) || heading === '')).toEqual([]);
    expect(headings).toEqual(expect.arrayContaining(['Consumo de beneficiários', 'Transferências', 'Emissões']));
  });

  it("offers a participant's admin only its organisation's scopes, with no organisation to choose", async () => {
    renderView('participant.apiclient.register', FormView, '/users/apiclient/register', () => empty, undefined, {
      userType: 'client_admin_participant',
      participantId: 2,
    });
    expect(await offered()).toEqual(expect.arrayContaining(['transfers:read', 'retirements:write']));
    expect(await offered()).not.toContain('registrants:read');
    expect(screen.queryByLabelText(/^Organização/)).toBeNull();
  });
});

describe('a shown-once secret of a record action', () => {
  it("shows a machine client's rotated secret after the confirmation, and forgets it on close", async () => {
    const view = renderView(
      'backoffice.apiclient.list',
      () => <RecordActions name="apiclients" record={{ id: 5, name: 'ERP', status: 'active' }} title="ERP" />,
      '/backoffice/apiclient/list',
      () => ({ body: { id: 5, name: 'ERP', status: 'active', client_secret: 'rcs_new' } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Girar segredo ERP' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/continua válido por 24 horas/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Girar segredo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Segredo do cliente' });
    expect((within(dialog).getByRole('textbox') as HTMLInputElement).value).toBe('rcs_new');
    expect(view.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /apiclients/5/rotate']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Já copiei, fechar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByDisplayValue('rcs_new')).toBeNull();
  });
});

describe('a choices field on a detail page', () => {
  it("lists a subscription's events as tags in words, and why it was disabled", async () => {
    renderView('backoffice.webhook.details', ShowView, '/backoffice/webhook/details?id=4', (call) =>
      call.path === '/webhooks/4' ? { body: SUBSCRIPTION } : empty,
    );
    const events = await screen.findByRole('list');
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Emissão aprovada', 'Transferência recebida']);
    expect(screen.getByText('Falhas por 24 h')).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as PreferencesPage } from './PreferencesPage';

afterEach(cleanup);

const KINDS = ['emission', 'plant', 'invoice', 'transfer', 'redemption', 'offer', 'agreement', 'import'];
const stored = { locale: 'pt', email: KINDS.map((kind) => ({ kind, email: kind !== 'redemption' })) };

// The preferences offer only what the signed-in role can be told of (notificationKindsFor).
describe('PreferencesPage', () => {
  it("offers a participant's admin its kinds, not a registrant's, and saves the hidden ones untouched", async () => {
    const view = renderView(
      'participant.notifications.preferences',
      PreferencesPage,
      '/users/notifications/preferences',
      (call) => ({ body: call.method === 'PUT' ? call.body : stored }),
      undefined,
      { userType: 'client_admin_participant', participantId: 1 },
    );
    expect(await screen.findByRole('switch', { name: 'Ofertas' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Transferências' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Empreendimentos' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Emissões' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Resgates' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'PUT')).toBe(true));
    const sent = view.calls.find((c) => c.method === 'PUT')?.body as typeof stored;
    expect(sent.email).toContainEqual({ kind: 'redemption', email: true });
    expect(sent.email).toContainEqual({ kind: 'plant', email: true });
  });

  it("offers a registrant's operator only emissions and plants", async () => {
    renderView(
      'registrant.notifications.preferences',
      PreferencesPage,
      '/users/notifications/preferences',
      () => ({ body: stored }),
      undefined,
      { userType: 'client', registrantId: 1 },
    );
    expect(await screen.findByRole('switch', { name: 'Emissões' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Empreendimentos' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Notas fiscais' })).toBeNull();
  });
});

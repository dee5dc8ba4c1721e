// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadRequest } from '../domain-gaps/xhr-upload';
import { renderView } from '../test-support/render-view';
import { RecordActions } from './RecordActions';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Every file an action answers opens one way: a window reserved at the click (a browser blocks
// one a script opens after a call), then pointed at the bytes the API answered.
const opening = () => {
  const target = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockImplementation(() => target as unknown as Window);
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:file');
  return { open, target };
};

const mount = (name: 'recs' | 'tutorials', record: Record<string, unknown>) =>
  renderView(
    'backoffice.enterprises.details',
    () => <RecordActions name={name} record={record} title="Registro" />,
    '/backoffice/enterprises/details?id=1',
    () => ({ body: '%PDF' }),
  );

describe('record actions that open a file', () => {
  it("opens an approved emission's certificate in the window reserved at the click", async () => {
    const { open, target } = opening();
    const view = mount('recs', { id: 7, status: 'approved', transactionHash: 'ab' });
    fireEvent.click(screen.getByRole('button', { name: 'Certificado (PDF) Registro' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(target.location.href).toBe('blob:file'));
    expect(view.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /pdf/getPdf/7']);
  });

  it("opens a tutorial's stored file by the file's own id", async () => {
    const { target } = opening();
    const view = mount('tutorials', { id: 3, file: { id: 9, name: 'a.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir Registro' }));
    await waitFor(() => expect(target.location.href).toBe('blob:file'));
    expect(view.calls.map((c) => c.path)).toEqual(['/files/9']);
  });
});

describe('record actions that send a file', () => {
  it("sends an invoice's receipt through the one upload dialog, then closes it", async () => {
    const sent: UploadRequest[] = [];
    renderView(
      'backoffice.enterprises.details',
      () => <RecordActions name="invoices" record={{ id: 4, status: 'open' }} title="NF 4" />,
      '/backoffice/enterprises/details?id=1',
      () => ({ body: {} }),
      async (request) => {
        sent.push(request);
        return {};
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar comprovante NF 4' }));
    const dialog = await screen.findByRole('alertdialog');
    const send = within(dialog).getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'comprovante.pdf')] } });
    fireEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.map((r) => r.path)).toEqual(['/invoices/receipts/4']);
    const body = sent[0]?.body;
    expect(body instanceof FormData ? body.get('receipt') : null).toBeInstanceOf(File);
  });
});

describe("the admin's 'Encerrar sessões' on a user", () => {
  it('asks first, then ends every session of that user through the admin endpoint', async () => {
    const view = renderView(
      'backoffice.enterprises.details',
      () => <RecordActions name="clients" record={{ id: 5, name: 'Ana' }} title="Ana" />,
      '/backoffice/enterprises/details?id=1',
      () => ({ status: 204, body: null }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Encerrar sessões Ana' }));
    const dialog = (await screen.findByText(/Encerrar todas as sessões de Ana\?/)).closest('form') as HTMLElement;
    expect(view.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Encerrar sessões' }));
    await waitFor(() =>
      expect(view.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /users/5/sessions/revoke']),
    );
    expect(await screen.findByText('Sessões encerradas')).toBeTruthy();
  });
});

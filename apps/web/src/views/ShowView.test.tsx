// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadRequest } from '../domain-gaps/xhr-upload';
import { renderView } from '../test-support/render-view';
import { Component as ShowView } from './ShowView';

afterEach(cleanup);

const plant: Record<string, unknown> = {
  id: 5,
  name: 'UFV Serra',
  codeCEG: 'UFV.RS.RS.012345-6.01',
  approved: 'PENDENTE',
  capacity_mw: '3.500000',
  refusal_reason: null,
  files: [{ id: 9, name: 'contrato.pdf', url: '/v1/files/9', size: 2048, content_type: 'application/pdf' }],
};

describe('detail view', () => {
  it('shows the sections and files, and refuses with a reason the dialog requires', async () => {
    let state = plant;
    const view = renderView('backoffice.enterprises.details', ShowView, '/backoffice/enterprises/details?id=5', (c) => {
      if (c.path === '/businesses/refuse/5')
        state = { ...plant, approved: 'RECUSADO', refusal_reason: 'CEG divergente' };
      return { body: state };
    });
    expect(await screen.findByRole('heading', { name: 'Empreendimentos: UFV Serra' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Identificação' })).toBeTruthy();
    expect(screen.getByText(/^3,5/)).toBeTruthy();
    expect(screen.getByText(/contrato\.pdf/)).toBeTruthy();
    // Pending: no edit (§4), approve and refuse offered.
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar UFV Serra' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Campo Obrigatório')).toBeTruthy();
    // The contract's limit reads as the catalogue's text too.
    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Use no máximo 1000 caracteres')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Motivo da recusa/), { target: { value: 'CEG divergente' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/businesses/refuse/5')?.body).toEqual({ reason: 'CEG divergente' }),
    );
    expect(await screen.findByText('CEG divergente')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Recusar UFV Serra' })).toBeNull();
  });

  it('uploads with progress and lets the user cancel', async () => {
    let request: UploadRequest | undefined;
    const upload = (r: UploadRequest) =>
      new Promise<unknown>((_, reject) => {
        request = r;
        r.onProgress(0.4);
        r.signal.addEventListener('abort', () => reject(new (class extends Error {})()));
      });
    renderView(
      'backoffice.enterprises.details',
      ShowView,
      '/backoffice/enterprises/details?id=5',
      () => ({ body: plant }),
      upload,
    );
    await screen.findByRole('heading', { name: 'Empreendimentos: UFV Serra' });
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'laudo.pdf')] } });
    expect(await screen.findByText('Enviando 40%')).toBeTruthy();
    expect(request?.path).toBe('/businesses/files/5');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar envio' }));
    await waitFor(() => expect(request?.signal.aborted).toBe(true));
  });
});

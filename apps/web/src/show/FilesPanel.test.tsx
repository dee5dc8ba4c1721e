// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as ShowView } from '../views/ShowView';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const plant: Record<string, unknown> = {
  id: 5,
  name: 'UFV Serra',
  codeCEG: 'UFV.RS.RS.012345-6.01',
  approved: 'APROVADO',
  files: [
    { id: 9, name: 'contrato.pdf', url: '/v1/files/9', size: 2048, content_type: 'application/pdf' },
    { id: 10, name: 'sumido.pdf', url: '/v1/files/10', size: 10, content_type: 'application/pdf' },
  ],
};

// The browser's save: a blob URL on an anchor named after the file, clicked.
const watchSaves = () => {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ blob, name: this.download });
  });
  return saved;
};

describe('files panel', () => {
  it('downloads a file with the session token and saves it under its name', async () => {
    const saved = watchSaves();
    const view = renderView('backoffice.enterprises.details', ShowView, '/backoffice/enterprises/details?id=5', (c) =>
      c.path === '/files/9' ? { body: '%PDF-1.7' } : { body: plant },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar contrato.pdf' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('contrato.pdf');
    expect(await saved[0]?.blob.text()).toBe(JSON.stringify('%PDF-1.7'));
    const call = view.calls.find((c) => c.path === '/files/9');
    expect(call).toMatchObject({ method: 'GET', authorization: 'Bearer t' });
  });

  it('tells the user when the file cannot be downloaded', async () => {
    const saved = watchSaves();
    renderView('backoffice.enterprises.details', ShowView, '/backoffice/enterprises/details?id=5', (c) =>
      c.path === '/files/10'
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Arquivo não encontrado' } }
        : { body: plant },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Baixar sumido.pdf' }));
    expect(await screen.findByText('Não foi possível baixar o arquivo')).toBeTruthy();
    expect(saved).toHaveLength(0);
  });
});

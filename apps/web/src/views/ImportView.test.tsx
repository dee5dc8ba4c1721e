// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../test-support/render-view';
import { Component as ImportView } from './ImportView';

afterEach(cleanup);

const preview = {
  id: 4,
  kind: 'generation_api',
  status: 'preview',
  total: 2,
  valid: 1,
  invalid: 1,
  rows: [
    {
      line: 1,
      codeCEG: 'UFV.RS.RS.012345-6.01',
      business_name: 'UFV Sol',
      month: 9,
      year: 2026,
      total: '10.5',
      errors: [],
    },
    {
      line: 2,
      codeCEG: 'UFV.RS.RS.012346-4.01',
      business_name: 'UFV Lua',
      month: 9,
      year: 2026,
      total: '9999',
      errors: ['EXCEEDS_LIMIT'],
    },
  ],
};
const hash = `0x${'ab'.repeat(32)}`;

describe('import view', () => {
  it('fetches a month, shows each row with its code as the spec’s text, commits as a job and shows the anchor', async () => {
    let polls = 0;
    const view = renderView('backoffice.ccee.api', ImportView, '/backoffice/ccee/api', (call) => {
      if (call.path === '/imports/generation') return { body: preview };
      if (call.path === '/imports/commit')
        return { status: 202, body: { id: 9, import_id: 4, status: 'queued', processed: 0, total: 1 } };
      polls += 1;
      return polls < 2
        ? { body: { id: 9, import_id: 4, status: 'running', processed: 0, total: 1 } }
        : {
            body: {
              id: 9,
              import_id: 4,
              status: 'committed',
              processed: 1,
              total: 1,
              code: 5003,
              blockchain: { transactionHash: hash, transactionDate: '2026-11-24T10:00:00Z' },
            },
          };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Buscar e pré-visualizar' }));
    const table = await screen.findByRole('table', { name: 'Linhas da prévia' });
    const fetched = view.calls.find((c) => c.path === '/imports/generation');
    expect(fetched?.search.get('month')).toMatch(/^\d+$/);
    expect(screen.getByText('2 linhas: 1 válidas, 1 com erro')).toBeTruthy();
    expect(within(table).getByText('Os dados apresentaram divergência na quantidade de MWh do mês')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Só linhas com erro (1)' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Linhas da prévia' })).queryByText('UFV Sol')).toBeNull(),
    );
    expect(view.calls.some((c) => c.path === '/imports/commit')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar 1 linhas válidas' }));
    expect(await screen.findByText('Importação confirmada: 1 linhas gravadas')).toBeTruthy();
    expect(screen.getByText(hash)).toBeTruthy();
    // The API's code 5003 says the anchor is there; the user reads what it is, not the code.
    expect(screen.getByText('Âncora de integridade registrada')).toBeTruthy();
    expect(screen.queryByText(/5003/)).toBeNull();
    expect(view.calls.find((c) => c.path === '/imports/commit')?.body).toEqual({ import_id: 4 });
  });

  it('uploads a file with progress and says when nothing can be committed', async () => {
    const sent: { path: string; body: FormData | Blob }[] = [];
    renderView(
      'backoffice.ccee.recs',
      ImportView,
      '/backoffice/ccee/recs',
      () => ({ body: {} }),
      async (request) => {
        sent.push(request);
        request.onProgress(0.5);
        return {
          ...preview,
          kind: 'generation_excel',
          valid: 0,
          invalid: 2,
          rows: preview.rows.map((r) => ({ ...r, errors: ['CEG_NOT_FOUND'] })),
        };
      },
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['x'], 'ccee.xlsx');
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar e pré-visualizar' }));
    expect(
      await screen.findByText('Nenhuma linha válida: corrija o arquivo e envie de novo. Nada foi gravado.'),
    ).toBeTruthy();
    expect(sent[0]?.path).toBe('/imports/generation');
    expect(sent[0]?.body instanceof FormData && sent[0].body.get('file')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).toBeNull();
    expect(screen.getAllByText('CEG não cadastrado na plataforma. Contate o administrador do sistema')).toHaveLength(2);
  });

  // Issue 36 item 12: a month still in progress is refused with the file; each refused cell reads
  // as its line and column, not as the server's path "linha 2.Mês".
  it('shows each refused cell of a file by its line and column', async () => {
    renderView(
      'backoffice.ccee.recs',
      ImportView,
      '/backoffice/ccee/recs',
      () => ({ body: {} }),
      async () => {
        throw {
          error: {
            code: 'PERIOD_NOT_CLOSED',
            message: 'O período ainda não foi encerrado: 12/2026',
            fields: [{ field: 'linha 2.Mês', code: 'PERIOD_NOT_CLOSED', message: 'Mês 12/2026 ainda não encerrado' }],
          },
          response: new Response(null, { status: 422 }),
        };
      },
    );
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'geracao.xlsx')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar e pré-visualizar' }));
    expect(await screen.findByText('Linha 2, coluna Mês: Mês 12/2026 ainda não encerrado')).toBeTruthy();
    expect(screen.queryByText(/linha 2\.Mês/)).toBeNull();
  });

  it('seeds the share mapping from a file: the upload writes at once and says what it wrote', async () => {
    const sent: string[] = [];
    renderView(
      'backoffice.ccee.shares.import',
      ImportView,
      '/backoffice/ccee/shares/import',
      () => ({ body: {} }),
      async (request) => {
        sent.push(request.path);
        return { total: 2, created: 1, updated: 1 };
      },
    );
    // The share mappings' definition and texts load with the screen (app/use-resources.ts).
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type=file]');
      if (!found) throw new Error('no file input yet');
      return found;
    });
    expect(input.accept).toBe('.csv');
    fireEvent.change(input, { target: { files: [new File(['CODIGO_PARCELA_USINA;CEG'], 'mapa.csv')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('2 linhas gravadas: 1 novas, 1 atualizadas')).toBeTruthy();
    expect(sent).toEqual(['/ccee/share-mappings/import']);
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).toBeNull();
  });

  it.each([
    ['backoffice.ccee.recs', '/backoffice/ccee/recs', 'generation', 'modelo-geracao.xlsx'],
    ['backoffice.exchange.import', '/backoffice/exchange/import', 'exchange', 'modelo-cambio.xlsx'],
    [
      'backoffice.ccee.shares.import',
      '/backoffice/ccee/shares/import',
      'ccee_share_mappings',
      'modelo-mapeamento-parcelas.csv',
    ],
    ['backoffice.ccee.import', '/backoffice/ccee/import', 'ccee_hourly', 'modelo-geracao-horaria-ccee.csv'],
    [
      'participant.beneficiary_consumption.import',
      '/users/beneficiary_consumption/import',
      'beneficiary_consumption',
      'modelo-consumo-beneficiarios.xlsx',
    ],
  ])(
    '%s offers its template: the file the import reads, from GET /imports/templates/%s',
    async (key, url, kind, file) => {
      const saved: string[] = [];
      vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
      vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push(this.download);
      });
      const view = renderView(key, ImportView, url, () => ({ body: 'CEG;Mês' }));
      expect(await screen.findByText(`${file}: as colunas aceitas e uma linha de exemplo`)).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Baixar modelo' }));
      await waitFor(() => expect(saved).toEqual([file]));
      expect(view.calls.map((c) => `${c.method} ${c.path}`)).toContain(`GET /imports/templates/${kind}`);
      vi.restoreAllMocks();
    },
  );
});

import { formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

// An MP4's first box is `ftyp` (the server checks the bytes, issue 35 item 12): 12 bytes before the text.
const video = (name: string, text: string) => new File([`\0\0\0\x18ftypmp42${text}`], name, { type: 'video/mp4' });

describe('tutorials', () => {
  it('creates a tutorial with its document and reads it back', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/tutorials', {
      body: {
        title: 'Como solicitar uma emissão',
        description: 'Passo a passo da solicitação de I-REC.',
        file: video('emissao.mp4', 'conteudo do video'),
      },
      bodySerializer: formDataSerializer,
    });
    expect(created.response.status).toBe(201);
    expect(created.data).toMatchObject({
      title: 'Como solicitar uma emissão',
      description: 'Passo a passo da solicitação de I-REC.',
      file: { name: 'emissao.mp4', size: 12 + 17, content_type: 'video/mp4' },
    });
    const id = created.data?.id as number;
    expect(created.data?.file?.url).toBe(`/v1/files/${created.data?.file?.id}`);
    const client = await s.client('financial');
    const got = await client.GET('/tutorials/{id}', { params: { path: { id } } });
    expect(got.data?.file?.name).toBe('emissao.mp4');
  });

  it('creates a tutorial without a document', async () => {
    const api = await s.client('admin');
    const { data } = await api.POST('/tutorials', {
      body: { title: 'Cadastro de empreendimento' },
      bodySerializer: formDataSerializer,
    });
    expect(data).toMatchObject({ title: 'Cadastro de empreendimento', description: null, file: null });
  });

  it('lists tutorials to every signed-in role, searched, sorted and paged', async () => {
    const admin = await s.client('admin');
    await admin.POST('/tutorials', {
      body: { title: 'Aposentadoria de certificados', description: 'Como aposentar em nome de um beneficiário' },
      bodySerializer: formDataSerializer,
    });
    const api = await s.client('participant');
    const all = await api.GET('/tutorials', { params: { query: { sort: 'title' } } });
    expect(all.data?.total).toBeGreaterThanOrEqual(3);
    const titles = all.data?.data.map((t) => t.title) ?? [];
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'pt')));
    const searched = await api.GET('/tutorials', { params: { query: { search: 'beneficiário' } } });
    expect(searched.data?.data.map((t) => t.title)).toEqual(['Aposentadoria de certificados']);
    const paged = await api.GET('/tutorials', { params: { query: { sort: 'id', order: 'desc', amount: 1 } } });
    expect(paged.data?.data).toHaveLength(1);
    expect(paged.data?.data[0]?.title).toBe('Aposentadoria de certificados');
  });

  it('edits a tutorial: a new document replaces the old one, no document keeps it', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/tutorials', {
      body: { title: 'Importação CCEE', file: video('v1.mp4', 'primeira') },
      bodySerializer: formDataSerializer,
    });
    const id = created.data?.id as number;
    const oldFile = created.data?.file?.id as number;
    const replaced = await api.PUT('/tutorials/{id}', {
      params: { path: { id } },
      body: { title: 'Importação CCEE (nova)', description: 'Atualizado', file: video('v2.mp4', 'segunda versão') },
      bodySerializer: formDataSerializer,
    });
    expect(replaced.data).toMatchObject({ title: 'Importação CCEE (nova)', description: 'Atualizado' });
    expect(replaced.data?.file?.name).toBe('v2.mp4');
    const old = await s.database.db.selectFrom('stored_files').select('id').where('id', '=', oldFile).execute();
    expect(old).toEqual([]);
    const kept = await api.PUT('/tutorials/{id}', {
      params: { path: { id } },
      body: { title: 'Importação CCEE' },
      bodySerializer: formDataSerializer,
    });
    expect(kept.data).toMatchObject({ title: 'Importação CCEE', description: null });
    expect(kept.data?.file?.name).toBe('v2.mp4');
  });

  it('deletes a tutorial and its document', async () => {
    const api = await s.client('admin');
    const created = await api.POST('/tutorials', {
      body: { title: 'Temporário', file: video('t.mp4', 't') },
      bodySerializer: formDataSerializer,
    });
    const id = created.data?.id as number;
    expect((await api.DELETE('/tutorials/{id}', { params: { path: { id } } })).response.status).toBe(204);
    const gone = await api.GET('/tutorials/{id}', { params: { path: { id } } });
    expect(gone.error).toMatchObject({ code: 'NOT_FOUND', message: 'Tutorial não encontrado' });
    const files = await s.database.db
      .selectFrom('stored_files')
      .select('id')
      .where('id', '=', created.data?.file?.id as number)
      .execute();
    expect(files).toEqual([]);
  });

  it('validates the form fields itself (422 with the fields)', async () => {
    const api = await s.client('admin', 'direct');
    const { error, response } = await api.POST('/tutorials', {
      body: { title: '   ', description: 'x'.repeat(2001) },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(422);
    // The contract's check first (the catalogue's text, as JSON bodies get), then the blank title.
    expect(error?.fields?.map((f) => [f.field, f.message])).toEqual([['description', 'Use no máximo 2000 caracteres']]);
    const blank = await api.POST('/tutorials', { body: { title: '   ' }, bodySerializer: formDataSerializer });
    expect(blank.response.status).toBe(422);
    expect(blank.error?.fields?.map((f) => [f.field, f.message])).toEqual([['title', 'Campo Obrigatório']]);
  });

  it('lets only an admin write tutorials', async () => {
    const api = await s.client('clientAdmin');
    const { response } = await api.POST('/tutorials', { body: { title: 'x' }, bodySerializer: formDataSerializer });
    expect(response.status).toBe(403);
  });
});

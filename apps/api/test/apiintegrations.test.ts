import { formDataSerializer } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecret, sealer } from '../src/auth/secrets';
import { startTestServer, type TestServer } from './support/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const stored = (id: number) =>
  s.database.db.selectFrom('api_integrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function create(name: string, provider: 'ccee' | 'evident' = 'evident') {
  const api = await s.client('admin');
  const { data } = await api.POST('/apiintegrations', {
    body: {
      name,
      provider,
      base_url: 'https://registry.example.org',
      username: 'solar.sul',
      password: 'senha-do-registro',
      client_id: 'rec-platform',
      client_secret: 'segredo-do-cliente',
      registrant_id: s.fixture.registrants.a,
    },
  });
  return data?.id as number;
}

describe('API integrations', () => {
  it('creates an integration and never answers its secrets', async () => {
    const api = await s.client('admin');
    const { data, response } = await api.POST('/apiintegrations', {
      body: {
        name: 'Evident produção',
        provider: 'evident',
        base_url: 'https://api.irec.example.org',
        username: 'solar.sul',
        password: 's3cr3t-pass',
        client_id: 'rec-platform',
        client_secret: 'c1i3nt-s3cr3t',
      },
    });
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      name: 'Evident produção',
      provider: 'evident',
      base_url: 'https://api.irec.example.org',
      username: 'solar.sul',
      client_id: 'rec-platform',
      registrant_id: null,
      active: true,
      has_certificate: false,
      last_sync_at: null,
      sync_message: null,
    });
    const text = JSON.stringify(data);
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('password');
    expect(text).not.toContain('secret');

    const row = await stored(data?.id as number);
    expect(row.password_enc).not.toContain('s3cr3t-pass');
    const seal = sealer(await loadSecret(s.database.db, 'seal'));
    expect(seal.open(row.password_enc as string)).toBe('s3cr3t-pass');
    expect(seal.open(row.client_secret_enc as string)).toBe('c1i3nt-s3cr3t');
  });

  it('refuses an unknown registrant (422)', async () => {
    const api = await s.client('admin');
    const { error, response } = await api.POST('/apiintegrations', {
      body: { name: 'x', provider: 'ccee', base_url: 'https://ccee.example.org', registrant_id: 9999 },
    });
    expect(response.status).toBe(422);
    expect(error?.code).toBe('REGISTRANT_NOT_FOUND');
  });

  it('lists integrations filtered by provider, searched and paged', async () => {
    await create('CCEE Solar do Sul', 'ccee');
    await create('CCEE Ventos', 'ccee');
    const api = await s.client('admin');
    const ccee = await api.GET('/apiintegrations', { params: { query: { provider: 'ccee', sort: 'name' } } });
    expect(ccee.data?.data.map((i) => i.name)).toEqual(['CCEE Solar do Sul', 'CCEE Ventos']);
    const searched = await api.GET('/apiintegrations', { params: { query: { search: 'ventos' } } });
    expect(searched.data?.total).toBe(1);
    const paged = await api.GET('/apiintegrations', { params: { query: { amount: 1, page: 2, sort: 'name' } } });
    expect(paged.data?.data).toHaveLength(1);
    expect(paged.data?.total).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(ccee.data)).not.toContain('senha-do-registro');
  });

  it('edits by multipart: plain fields replaced, secrets kept unless sent, certificate stored', async () => {
    const id = await create('Evident teste');
    const before = await stored(id);
    const api = await s.client('admin');
    const { data, response } = await api.PUT('/apiintegrations/{id}', {
      params: { path: { id } },
      body: {
        name: 'Evident homologação',
        provider: 'evident',
        base_url: 'https://sandbox.irec.example.org',
        username: 'outro.usuario',
        active: false,
        certificate: new File(['-----BEGIN CERTIFICATE-----'], 'cliente.pem', { type: 'application/x-pem-file' }),
      },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      name: 'Evident homologação',
      base_url: 'https://sandbox.irec.example.org',
      username: 'outro.usuario',
      client_id: null,
      registrant_id: null,
      active: false,
      has_certificate: true,
    });
    const after = await stored(id);
    expect(after.password_enc).toBe(before.password_enc);
    expect(after.client_secret_enc).toBe(before.client_secret_enc);
    expect(after.certificate_file_id).not.toBeNull();

    await api.PUT('/apiintegrations/{id}', {
      params: { path: { id } },
      body: {
        name: 'Evident homologação',
        provider: 'evident',
        base_url: 'https://sandbox.irec.example.org',
        password: 'nova',
      },
      bodySerializer: formDataSerializer,
    });
    const seal = sealer(await loadSecret(s.database.db, 'seal'));
    const changed = await stored(id);
    expect(seal.open(changed.password_enc as string)).toBe('nova');
    expect(changed.certificate_file_id).toBe(after.certificate_file_id);
    expect(changed.active).toBe(false);
  });

  it('validates the multipart fields itself (422 with every field)', async () => {
    const id = await create('Evident inválida');
    const api = await s.client('admin', 'direct');
    const { error, response } = await api.PUT('/apiintegrations/{id}', {
      params: { path: { id } },
      // @ts-expect-error wrong values on purpose: the server checks the form's text fields
      body: { name: '', provider: 'sftp', base_url: 'ftp://x', registrant_id: 'abc', active: 'talvez' },
      bodySerializer: formDataSerializer,
    });
    expect(response.status).toBe(422);
    // The contract's check comes first (ftp://x is a URI); the outbound policy reads base_url after it.
    expect(error?.fields?.map((f) => f.field)).toEqual(['name', 'provider', 'registrant_id', 'active']);
    const ftp = await api.PUT('/apiintegrations/{id}', {
      params: { path: { id } },
      body: { name: 'Evident', provider: 'evident', base_url: 'ftp://x' },
      bodySerializer: formDataSerializer,
    });
    expect(ftp.response.status).toBe(422);
    expect(ftp.error?.fields?.map((f) => f.field)).toEqual(['base_url']);
  });

  it('syncs through the offline connector: not synced, and records the outcome', async () => {
    const id = await create('CCEE sync', 'ccee');
    const api = await s.client('admin');
    const { data } = await api.GET('/imports/externalImportAll/{id}', { params: { path: { id } } });
    expect(data).toEqual({
      synced: false,
      status: 'not_synced',
      message: 'Conector offline — não sincronizado',
      count: 0,
    });
    const got = await api.GET('/apiintegrations/{id}', { params: { path: { id } } });
    expect(got.data?.sync_message).toBe('Conector offline — não sincronizado');
    expect(got.data?.last_sync_at).toBeTruthy();

    const evident = await create('Evident sync');
    const other = await api.GET('/imports/externalImportAll/{id}', { params: { path: { id: evident } } });
    expect(other.data?.synced).toBe(false);
  });

  it('does not sync an inactive integration (422) and answers 404 for an unknown one', async () => {
    const id = await create('Inativa', 'ccee');
    await s.database.db.updateTable('api_integrations').set({ active: false }).where('id', '=', id).execute();
    const api = await s.client('admin');
    const inactive = await api.GET('/imports/externalImportAll/{id}', { params: { path: { id } } });
    expect(inactive.response.status).toBe(422);
    expect(inactive.error?.code).toBe('INTEGRATION_INACTIVE');
    const unknown = await api.GET('/imports/externalImportAll/{id}', { params: { path: { id: 99999 } } });
    expect(unknown.error).toMatchObject({ code: 'NOT_FOUND', message: 'Integração não encontrada' });
  });

  it('deletes an integration', async () => {
    const id = await create('Descartável');
    const api = await s.client('admin');
    expect((await api.DELETE('/apiintegrations/{id}', { params: { path: { id } } })).response.status).toBe(204);
    expect((await api.GET('/apiintegrations/{id}', { params: { path: { id } } })).response.status).toBe(404);
  });

  it('is for admins only', async () => {
    const api = await s.client('clientAdmin');
    expect((await api.GET('/apiintegrations')).response.status).toBe(403);
  });
});

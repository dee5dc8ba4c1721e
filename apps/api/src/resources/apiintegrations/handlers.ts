import type { Kysely } from 'kysely';
import type { IntegrationCredentials } from '../../connectors/sync';
import type { DB } from '../../db/schema';
import { notFound, unprocessable } from '../../http/errors';
import { listPage } from '../../http/list';
import type { Handlers } from '../../http/types';
import type { Services } from '../../services';
import { FormReader, filesOf, removeFiles, storeFile } from '../businesses/uploads';
import { touched } from '../crud';
import { sortableFor } from '../list-columns';
import { baseUrlProblem, checkBaseUrl } from './base-url';

const NOT_FOUND = 'Integração não encontrada';
const PROVIDERS = ['ccee', 'evident'] as const;

/** Never selects the sealed secrets: they do not leave the server. */
const integrationQuery = (db: Kysely<DB>) =>
  db
    .selectFrom('api_integrations')
    .select([
      'id',
      'name',
      'provider',
      'base_url',
      'username',
      'client_id',
      'registrant_id',
      'active',
      'certificate_file_id',
      'last_sync_at',
      'sync_message',
      'created_at',
      'updated_at',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof integrationQuery>['executeTakeFirstOrThrow']>>;

const present = ({ certificate_file_id, ...rest }: Row) => ({ ...rest, has_certificate: certificate_file_id !== null });

async function findRow(db: Kysely<DB>, id: number): Promise<Row> {
  const row = await integrationQuery(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

async function checkRegistrant(db: Kysely<DB>, id: number | null | undefined): Promise<void> {
  if (id == null) return;
  const r = await db.selectFrom('registrants').select('id').where('id', '=', id).executeTakeFirst();
  if (!r)
    throw unprocessable('REGISTRANT_NOT_FOUND', 'Registrante não encontrado. Contate o administrador do sistema', [
      { field: 'registrant_id', code: 'REGISTRANT_NOT_FOUND', message: 'Registrante não encontrado' },
    ]);
}

/** Secrets are stored sealed (AES-256-GCM); an empty or absent value stores nothing. */
const sealed = (services: Services, value: string | undefined) => (value ? services.seal.seal(value) : undefined);
const opened = (services: Services, value: string | null) => (value ? services.seal.open(value) : null);

export const apiIntegrationsHandlers: Handlers = {
  async listApiIntegrations({ db, query }) {
    let q = integrationQuery(db);
    if (query.provider) q = q.where('provider', '=', query.provider);
    const page = await listPage(q, query, {
      searchable: ['name', 'base_url', 'username'],
      sortable: sortableFor('listApiIntegrations'),
    });
    return { ...page, data: page.data.map(present) };
  },

  getApiIntegration: async ({ db, params }) => present(await findRow(db, params.id)),

  async createApiIntegration({ db, body, services }) {
    checkBaseUrl(services.config, body.base_url);
    await checkRegistrant(db, body.registrant_id);
    const row = await db
      .insertInto('api_integrations')
      .values({
        name: body.name,
        provider: body.provider,
        base_url: body.base_url,
        username: body.username ?? null,
        password_enc: sealed(services, body.password) ?? null,
        client_id: body.client_id ?? null,
        client_secret_enc: sealed(services, body.client_secret) ?? null,
        registrant_id: body.registrant_id ?? null,
        active: body.active ?? true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return present(await findRow(db, row.id));
  },

  /**
   * Multipart edit: the form replaces the plain fields; a password or client secret is replaced
   * only when one is sent (they are never shown, so a form cannot send them back); a new
   * `certificate` file replaces the stored one.
   */
  async updateApiIntegration({ db, params, body, files, services }) {
    const current = await findRow(db, params.id);
    const form = new FormReader(body);
    const fields = {
      name: form.text('name', { required: true, max: 120 }),
      provider: form.oneOf('provider', PROVIDERS, { required: true }),
      base_url: form.url('base_url', { required: true, refuse: (url) => baseUrlProblem(services.config, url) }),
      username: form.text('username', { max: 120 }) ?? null,
      password_enc: sealed(services, form.text('password', { max: 200, raw: true })),
      client_id: form.text('client_id', { max: 200 }) ?? null,
      client_secret_enc: sealed(services, form.text('client_secret', { max: 200, raw: true })),
      registrant_id: form.int('registrant_id', { min: 1 }) ?? null,
      active: form.bool('active'),
    };
    form.done();
    await checkRegistrant(db, fields.registrant_id);
    const [certificate] = filesOf(files, 'certificate', false);
    const certificate_file_id = certificate ? (await storeFile(db, services, certificate)).id : undefined;
    await db
      .updateTable('api_integrations')
      .set({ ...fields, certificate_file_id, ...touched() })
      .where('id', '=', params.id)
      .execute();
    if (certificate_file_id !== undefined) await removeFiles(db, services, [current.certificate_file_id]);
    return present(await findRow(db, params.id));
  },

  async deleteApiIntegration({ db, params, services }) {
    const current = await findRow(db, params.id);
    await db.deleteFrom('api_integrations').where('id', '=', params.id).execute();
    await removeFiles(db, services, [current.certificate_file_id]);
    return undefined;
  },

  /** Synchronises through the provider's connector and records the outcome on the integration. */
  async syncApiIntegration({ db, params, services }) {
    const row = await db
      .selectFrom('api_integrations')
      .select(['provider', 'base_url', 'username', 'password_enc', 'client_id', 'client_secret_enc', 'active'])
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!row) throw notFound(NOT_FOUND);
    if (!row.active) throw unprocessable('INTEGRATION_INACTIVE', 'Integração inativa: ative-a antes de sincronizar');
    const credentials: IntegrationCredentials = {
      baseUrl: row.base_url,
      username: row.username,
      password: opened(services, row.password_enc),
      clientId: row.client_id,
      clientSecret: opened(services, row.client_secret_enc),
    };
    const connector = row.provider === 'ccee' ? services.connectors.ccee : services.connectors.evident;
    const result = await connector.syncAll(credentials);
    await db
      .updateTable('api_integrations')
      .set({ last_sync_at: new Date(), sync_message: result.message, ...touched() })
      .where('id', '=', params.id)
      .execute();
    return result;
  },
};

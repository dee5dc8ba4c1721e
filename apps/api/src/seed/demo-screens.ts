import path from 'node:path';
import { type ApiClient, formDataSerializer } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ok } from './demo-ledger-support';
import { tutorialPdf } from './demo-tutorial-pdf';
import { TUTORIALS } from './demo-tutorials';

// What the admin's other screens show in the demo, written through the API like the rest of the
// ledger: tutorials with their text and guide, API integrations, registration requests waiting for
// a decision (the CCEE share mapping and open-data file are demo-ccee.ts).

const PDF = 'application/pdf';

/** The tutorials, each uploaded with its PDF guide through the tutorial form's operation. */
async function seedTutorials(admin: ApiClient): Promise<number> {
  for (const t of TUTORIALS) {
    const file = new File([new Uint8Array(await tutorialPdf(t))], `${t.title}.pdf`, { type: PDF });
    await ok(
      'tutorial',
      admin.POST('/tutorials', {
        body: { title: t.title, description: t.description, file },
        bodySerializer: formDataSerializer,
      }),
    );
  }
  return TUTORIALS.length;
}

/** One CCEE integration per registrant that measures at CCEE, and the registry's Evident access (inactive). */
async function seedIntegrations(db: Kysely<DB>, admin: ApiClient): Promise<number> {
  const registrants = await db
    .selectFrom('registrants')
    .select(['id', 'social_reason'])
    .orderBy('id')
    .limit(2)
    .execute();
  const bodies = [
    ...registrants.map((r, i) => ({
      name: `CCEE — medição ${r.social_reason}`,
      provider: 'ccee' as const,
      base_url: 'https://api.ccee.org.br',
      username: `agente.${5100 + i}`,
      password: `demo-${5100 + i}`,
      registrant_id: r.id,
      active: true,
    })),
    {
      name: 'Evident — I-REC Registry',
      provider: 'evident' as const,
      base_url: 'https://api.evident.app',
      client_id: 'registro-demo',
      client_secret: 'demo-secret',
      active: false,
    },
  ];
  for (const body of bodies) await ok('API integration', admin.POST('/apiintegrations', { body }));
  return bodies.length;
}

/** Participants that asked to join: they wait in "Solicitações de cadastro". */
const REQUESTS = [
  {
    name: 'Ecoluz Comercializadora de Energia Ltda',
    email: 'renata.lima@ecoluz.com.br',
    first: 'Renata',
    last: 'Lima',
  },
  { name: 'Bons Ventos Trading S.A.', email: 'marcos.alves@bonsventos.com.br', first: 'Marcos', last: 'Alves' },
];

async function seedRegistrationRequests(admin: ApiClient, password: string): Promise<number> {
  for (const r of REQUESTS)
    await ok(
      'participant request',
      admin.POST('/participants', {
        body: {
          name: r.name,
          email: r.email,
          password,
          password_confirmation: password,
          responsible_first_name: r.first,
          responsible_last_name: r.last,
        },
      }),
    );
  return REQUESTS.length;
}

export interface DemoScreensCounts {
  tutorials: number;
  api_integrations: number;
  registration_requests: number;
}

/** Seeds the screens above; the participants that asked to join get `password`. */
export async function seedDemoScreens(db: Kysely<DB>, admin: ApiClient, password: string): Promise<DemoScreensCounts> {
  const tutorials = await seedTutorials(admin);
  const api_integrations = await seedIntegrations(db, admin);
  const registration_requests = await seedRegistrationRequests(admin, password);

  return {
    tutorials,
    api_integrations,
    registration_requests,
  };
}

/** The folder of the demo files: "demo" beside the data folder (.data/demo by default). */
export const demoFolder = (dataDir: string) => path.join(path.dirname(path.resolve(dataDir)), 'demo');

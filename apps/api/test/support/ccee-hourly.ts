import { gzipSync } from 'node:zlib';
import { type ApiClient, createApiClient } from '@rec/sdk';
import { type MonthOptions, microAt, monthFile } from '../../../../scripts/ccee-hourly-month.mjs';
import { startTestServer, type TestServer } from './server';
import { writePlant } from './writers';

// The small real-shaped CCEE hourly fixture: July 2026, 4 plant shares (10000…10003) × the first
// 48 hours, the real 36 columns, `;` and comma decimals, lines in UTF-8 and Latin-1 alternately.

export const JULY = { year: 2026, month: 7, shares: 4, hours: 48 } as const;

export const hourlyFile = (options: Partial<MonthOptions> = {}, gzip = true) => {
  const file = monthFile({ ...JULY, ...options });
  return gzip ? gzipSync(file) : file;
};

/** The line number of share i, hour h in a fixture file (header = line 1). */
export const lineOf = (i: number, h: number, shares: number = JULY.shares) => 2 + (h - 1) * shares + i;

/** Exact month total (6-decimal text) of these shares over the fixture's hours. */
export function totalOf(shares: number[], hours: number = JULY.hours, skip?: (i: number, h: number) => boolean) {
  let t = 0n;
  for (const i of shares) for (let h = 1; h <= hours; h++) if (!skip?.(i, h)) t += BigInt(microAt(i, h));
  const s = t.toString().padStart(7, '0');
  return `${s.slice(0, -6)}.${s.slice(-6)}`;
}

/** An approved 1 GW plant of the fixture's registrant A (room for any test month). */
export async function bigPlant(s: TestServer, core: string, name: string) {
  return writePlant(
    s.database.db,
    { core, name, type: 'UHE', source: 'PH' },
    {
      registrant_id: s.fixture.registrants.a,
      source_id: s.fixture.catalogue.sourceId,
      technology_id: s.fixture.catalogue.technologyId,
      capacity_mw: '1000.000000',
      approved: 'APROVADO',
    },
  );
}

/** Uploads a file as the request body (the server reads it as a stream). */
export async function upload(s: TestServer, token: string, body: Buffer | null, type = 'application/gzip') {
  const res = await fetch(`${s.direct}/imports/ccee-hourly?file_name=geracao_horaria_usina_202607.csv.gz`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: body ? new Uint8Array(body) : null,
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

type Plant = { code: string; id: number };
export type CceeServer = {
  s: TestServer;
  /** The admin through the contract proxy, and straight to the API (multipart bodies). */
  admin: ApiClient;
  adminDirect: ApiClient;
  /** The admin's bearer token, for uploads as a raw body (upload). */
  token: string;
  /** The plants the fixture's shares belong to. */
  plant: { p1: Plant; p2: Plant; p3: Plant };
};

/** A test server with the admin signed in and three approved 1 GW plants for the fixture's shares. */
export async function startCceeServer(): Promise<CceeServer> {
  const s = await startTestServer();
  const [admin, adminDirect] = await Promise.all([s.client('admin'), s.client('admin', 'direct')]);
  const login = await createApiClient({ baseUrl: s.direct }).POST('/auth/login', { body: s.fixture.logins.admin });
  const plant = {
    p1: await bigPlant(s, '088001', 'UHE Parcelas Um'),
    p2: await bigPlant(s, '088002', 'UHE Parcelas Dois'),
    p3: await bigPlant(s, '088003', 'UHE Parcelas Três'),
  };
  return { s, admin, adminDirect, token: login.data?.token ?? '', plant };
}

/** The fixture's share mapping: shares 10000 and 10001 are parts of p1, 10002 is p2; 10003 stays unmapped. */
export async function mapShares({ admin, plant }: CceeServer) {
  for (const [share_code, ceg] of [
    ['10000', plant.p1.code],
    ['10001', plant.p1.code],
    ['10002', plant.p2.code],
  ] as const) {
    const { response } = await admin.POST('/ccee/share-mappings', { body: { share_code, codeCEG: ceg } });
    if (response.status !== 201) throw new Error(`mapping share ${share_code}: ${response.status}`);
  }
}

import { randomBytes } from 'node:crypto';
import { scopeAllows } from '@rec/domain/clients';
import { createApiClient } from '@rec/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { configFromEnv } from '../src/config';
import type { Role } from '../src/db/schema';
import { loadContract, type OperationDef } from '../src/http/contract';
import type { OperationId } from '../src/http/types';
import { allowed } from '../src/policy/policy';
import type { Fixture } from './support/fixture';
import { machineCallers } from './support/machine-callers';
import { startTestServer, type TestServer } from './support/server';

// The authorization matrix: every operation of the contract × every role + anonymous, through the
// real server (direct: Prism would refuse the dummy bodies before the server saw them). Minimal
// requests: fixture ids in paths, `{}` or an empty form as body. What is checked is who gets in:
//   anonymous on a non-public operation → 401; a role the policy denies → 403; a role it allows →
//   never 401/403 (200, 201, 204, 404, 409, 422 are all fine).
// Operations without a handler yet are not routed at all (404 NOT_FOUND from the not-found
// handler for everyone), so for them only that is asserted; they join the full matrix by
// themselves once their handler is registered (the list comes from buildApp(...).operations).

const ROLES = ['admin', 'client', 'client_admin', 'client_financial', 'client_admin_participant'] as const;
type Caller = (typeof ROLES)[number] | 'anonymous' | `client:${string}`;
const LOGIN: Record<(typeof ROLES)[number], keyof Fixture['logins']> = {
  admin: 'admin',
  client: 'client',
  client_admin: 'clientAdmin',
  client_financial: 'financial',
  client_admin_participant: 'participant',
};
/** Deletes aim at an id that does not exist: the walk must not destroy what later calls rely on. */
const MISSING_ID = 999_999;

interface Reply {
  status: number;
  body: unknown;
}
/** The SDK client called with a runtime method and path (the walk is over data, not types). */
interface LooseClient {
  request(
    method: string,
    url: string,
    init: Record<string, unknown>,
  ): Promise<{ response: Response; data?: unknown; error?: unknown }>;
}

const contract = loadContract();
const operations = contract.operations;

let s: TestServer;
let implemented: Set<string>;
const clients = new Map<Caller, LooseClient>();
const machines = new Map<Caller, { role: Role; scopes: readonly string[] }>();
const failures5xx: string[] = [];
let requests = 0;

beforeAll(async () => {
  s = await startTestServer();
  // The same handlers as the running server, registered on a throwaway instance to read the list.
  const probe = await buildApp({
    config: { ...configFromEnv({}), dataDir: `/tmp/rec-api-test-${randomBytes(4).toString('hex')}/pglite` },
    database: s.database,
    logger: false,
  });
  implemented = new Set(probe.operations);
  await probe.app.close();
  clients.set('anonymous', createApiClient({ baseUrl: s.direct }) as unknown as LooseClient);
  for (const role of ROLES) clients.set(role, (await s.client(LOGIN[role], 'direct')) as unknown as LooseClient);
  // Machine clients (issue 40, ADR 0117): each organisation's, with every scope and with one.
  for (const m of await machineCallers(s)) {
    clients.set(`client:${m.name}`, m.client as unknown as LooseClient);
    machines.set(`client:${m.name}`, m);
  }
});

afterAll(async () => {
  if (implemented) {
    const covered = operations.filter((op) => implemented.has(op.operationId)).length;
    console.info(
      `authorization matrix: ${covered} of ${operations.length} operations implemented and walked × ${ROLES.length + 1 + machines.size} callers (${machines.size} machine clients); ` +
        `${operations.length - covered} not routed yet (404 asserted); ${requests} requests`,
    );
  }
  await s?.close();
});

const ENDS_OWN_SESSIONS = new Set(['revokeAllSessions']);

// A fresh sign-in (the server's test helper keeps each login's first token, which is now revoked).
async function signInAgain(role: (typeof ROLES)[number]): Promise<LooseClient> {
  const { data, error } = await createApiClient({ baseUrl: s.direct }).POST('/auth/login', {
    body: s.fixture.logins[LOGIN[role]],
  });
  if (!data) throw new Error(`cannot sign in again as ${role}: ${JSON.stringify(error)}`);
  return createApiClient({ baseUrl: s.direct, getToken: () => data.token }) as unknown as LooseClient;
}

function pathValue(op: OperationDef, name: string): string | number {
  if (op.method === 'DELETE') return MISSING_ID;
  const f = s.fixture;
  if (name === 'businessId') return f.businesses.approvedA;
  if (name === 'number') return 'NF-000001';
  switch (op.path.split('/')[1]) {
    case 'businesses':
      return f.businesses.approvedA;
    case 'registrants':
      return f.registrants.a;
    case 'participants':
      return f.participants.p1;
    case 'users':
    case 'clients':
      // Ending a user's sessions would sign the matrix's own caller out (issue 42).
      return op.path.includes('/sessions') ? MISSING_ID : f.users.client;
    case 'admins':
      return f.users.admin;
    case 'cnpj':
      return '11222333000181';
    // Never a live client: the walk's rotate and revoke must not end the matrix's own machine callers.
    case 'apiclients':
      return MISSING_ID;
    default:
      return 1;
  }
}

async function call(op: OperationDef, caller: Caller): Promise<Reply> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const init: Record<string, unknown> = {
    params: { path: Object.fromEntries(names.map((n) => [n, pathValue(op, n)])) },
    parseAs: 'text',
  };
  if (op.bodyMedia === 'json') init.body = {};
  if (op.bodyMedia === 'multipart') {
    init.body = new FormData();
    init.bodySerializer = (b: FormData) => b;
  }
  const client = clients.get(caller) as LooseClient;
  const { response, data, error } = await client.request(op.method.toLowerCase(), op.path, init);
  requests++;
  if (response.status >= 500)
    failures5xx.push(`${op.operationId} as ${caller}: ${response.status} ${JSON.stringify(error)}`);
  const raw = error ?? data;
  let body = raw;
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw);
    } catch {
      body = raw;
    }
  }
  return { status: response.status, body };
}

/** What the route layer must answer a caller: 401, 403, or 'in' (any status but 401/403). */
function expectation(op: OperationDef, caller: Caller): 401 | 403 | 'in' {
  if (op.isPublic) return 'in';
  if (caller === 'anonymous') return 401;
  const machine = machines.get(caller);
  // A client: its organisation's role may call it AND it holds the operation's scope.
  if (machine)
    return allowed(machine.role, op.operationId as OperationId) && scopeAllows(machine.scopes, op.operationId)
      ? 'in'
      : 403;
  return allowed(caller as Role, op.operationId as OperationId) ? 'in' : 403;
}

describe('authorization matrix', () => {
  it.each(operations.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    if (!implemented.has(op.operationId)) {
      // Not routed yet: the not-found handler answers, or a routed sibling whose path parameter
      // swallows this path (GET /retirements/{id} catches /retirements/syncevident) refuses the
      // stranger with 401. Either way nobody is served without a session.
      const reply = await call(op, 'anonymous');
      if (op.isPublic || reply.status !== 401) {
        expect(reply.status, `${op.operationId} as anonymous`).toBe(404);
        expect(reply.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      const admin = await call(op, 'admin');
      expect(admin.status, `${op.operationId} as admin`).toBeGreaterThanOrEqual(400);
      return;
    }
    const wrong: string[] = [];
    for (const caller of ['anonymous', ...ROLES, ...machines.keys()] as Caller[]) {
      const want = expectation(op, caller);
      const { status, body } = await call(op, caller);
      // An operation that ends the caller's own sessions: sign that caller in again for the rest.
      if (ENDS_OWN_SESSIONS.has(op.operationId) && (ROLES as readonly string[]).includes(caller))
        clients.set(caller, await signInAgain(caller as (typeof ROLES)[number]));
      const ok = want === 'in' ? status !== 401 && status !== 403 : status === want;
      if (!ok)
        wrong.push(
          `${caller}: expected ${want === 'in' ? 'not 401/403' : want}, got ${status} ${JSON.stringify(body)}`,
        );
      if (want !== 'in' && ok) {
        expect(body).toMatchObject({
          code:
            want === 401
              ? 'UNAUTHORIZED'
              : machines.has(caller)
                ? expect.stringMatching(/^(FORBIDDEN|INSUFFICIENT_SCOPE)$/)
                : 'FORBIDDEN',
          requestId: expect.any(String),
        });
      }
    }
    expect(wrong, `${op.method} ${op.path}`).toEqual([]);
  });

  it('refuses a forged or expired bearer on every routed operation that needs a session', async () => {
    const forged = createApiClient({
      baseUrl: s.direct,
      getToken: () => 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYWRtaW4iLCJzdWIiOiIxIn0.c2lnbmF0dXJl',
    }) as unknown as LooseClient;
    clients.set('forged' as Caller, forged);
    const statuses = new Map<string, number>();
    for (const op of operations.filter((o) => implemented.has(o.operationId) && !o.isPublic)) {
      statuses.set(op.operationId, (await call(op, 'forged' as Caller)).status);
    }
    expect([...statuses].filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('answers no minimal request with a server error (5xx)', () => {
    expect(failures5xx).toEqual([]);
  });
});

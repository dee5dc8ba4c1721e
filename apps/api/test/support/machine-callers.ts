import { CLIENT_ROLE, type ClientOrganization, grantableScopes } from '@rec/domain/clients';
import { type ApiClient, createApiClient } from '@rec/sdk';
import type { Role } from '../../src/db/schema';
import type { TestServer } from './server';

export interface MachineCaller {
  name: string;
  role: Role;
  scopes: readonly string[];
  client: ApiClient;
}

// One client per organisation with every scope its kind may grant, and one with a single read scope: the
// matrix walks both, so a scope that widened a role, or a missing scope check, shows on any operation.
// A registrant moves no certificates: its one read is of its own certificates (ADR 0135).
const NARROW: Record<ClientOrganization, readonly string[]> = {
  registry: ['transfers:read'],
  registrant: ['recs:read'],
  participant: ['transfers:read'],
};

export async function machineCallers(s: TestServer): Promise<MachineCaller[]> {
  const admin = await s.client('admin', 'direct');
  const owners: Record<ClientOrganization, Record<string, unknown>> = {
    registry: { organization: 'registry' },
    registrant: { organization: 'registrant', registrant_id: s.fixture.registrants.a },
    participant: { organization: 'participant', participant_id: s.fixture.participants.p1 },
  };
  const callers: MachineCaller[] = [];
  for (const [organization, owner] of Object.entries(owners) as [ClientOrganization, Record<string, unknown>][])
    for (const [kind, scopes] of [
      ['all', grantableScopes(organization)],
      ['narrow', NARROW[organization]],
    ] as const) {
      const { data, error } = await admin.POST('/apiclients', {
        body: { name: `matrix ${organization} ${kind}`, scopes: [...scopes], ...owner },
      });
      if (!data) throw new Error(`client not created: ${JSON.stringify(error)}`);
      const res = await fetch(`${s.direct.replace(/\/v1$/, '')}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: data.client_id,
          client_secret: data.client_secret,
        }),
      });
      const token = ((await res.json()) as { access_token: string }).access_token;
      callers.push({
        name: `${organization}-${kind}`,
        role: CLIENT_ROLE[organization],
        scopes,
        client: createApiClient({ baseUrl: s.direct, getToken: () => token }),
      });
    }
  return callers;
}

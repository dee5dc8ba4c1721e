import { describe, expect, it } from 'vitest';
import { grantableTable } from './grantable-table';
import { GRANTABLE_SCOPES, grantableScopes, mayGrant, organizationOf } from './index';
import { ALL_SCOPES } from './scopes';

describe('grantable scopes by organisation', () => {
  it('keeps grantable.gen.ts as the operation policy writes it', async () => {
    await expect(grantableTable()).toMatchFileSnapshot('./grantable.gen.ts');
  });

  it('gives the registry every grantable scope and the others only what their widest person may call', () => {
    expect(GRANTABLE_SCOPES.registry).toEqual(ALL_SCOPES);
    // The registry's own work: approving plants and certificates, the catalogues, the outbox.
    for (const org of ['registrant', 'participant'] as const) {
      expect(mayGrant(org, 'configs:write'), org).toBe(false);
      expect(mayGrant(org, 'admins:read'), org).toBe(false);
    }
    // A registrant emits certificates; a participant moves them and reads its hourly holdings.
    expect(mayGrant('registrant', 'recs:write')).toBe(true);
    expect(mayGrant('registrant', 'hourly:read')).toBe(false);
    expect(mayGrant('participant', 'transfers:write')).toBe(true);
    expect(mayGrant('participant', 'hourly:read')).toBe(true);
    expect(mayGrant('participant', 'registrants:write')).toBe(false);
    // Every organisation reads its own events and subscribes to them.
    for (const org of ['registry', 'registrant', 'participant'] as const) {
      expect(mayGrant(org, 'events:read'), org).toBe(true);
      expect(grantableScopes(org).length, org).toBeGreaterThan(3);
    }
  });

  it('names the organisation a person creates a client for: their own, or the admin’s choice (the registry by default)', () => {
    expect(organizationOf('client_admin', 'registry')).toBe('registrant');
    expect(organizationOf('client_admin_participant', undefined)).toBe('participant');
    expect(organizationOf('admin', undefined)).toBe('registry');
    expect(organizationOf('admin', 'participant')).toBe('participant');
    expect(organizationOf('admin', 'nonsense')).toBe('registry');
  });
});

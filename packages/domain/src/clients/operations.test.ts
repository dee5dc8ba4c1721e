import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationsTable } from './operations-table';

const bundle = JSON.parse(readFileSync(new URL('../../../../openapi/openapi.bundle.json', import.meta.url), 'utf8'));

describe('operation scopes', () => {
  it('keeps operations.gen.ts as the contract writes it', async () => {
    await expect(operationsTable(bundle)).toMatchFileSnapshot('./operations.gen.ts');
  });
});

describe('scopes', () => {
  it('derives each operation’s scope from its tag and verb', async () => {
    const { scopeOf, scopeAllows, ALL_SCOPES } = await import('./scopes');
    expect(scopeOf('listTransfers')).toBe('transfers:read');
    expect(scopeOf('createTransfer')).toBe('transfers:write');
    expect(scopeAllows(['transfers:read'], 'createTransfer')).toBe(false);
    expect(scopeAllows(['transfers:write'], 'createTransfer')).toBe(true);
    // Sign-in and the clients' own management are never a client's, whatever it holds.
    expect(scopeAllows(['auth:write'], 'login')).toBe(false);
    expect(scopeAllows(['apiclients:write'], 'createApiClient')).toBe(false);
    expect(ALL_SCOPES).toContain('recs:read');
    expect(ALL_SCOPES.some((s) => s.startsWith('apiclients:') || s.startsWith('auth:'))).toBe(false);
  });

  it('are the ones the contract publishes in its client-credentials flow (the reference at /docs lists them)', async () => {
    const { ALL_SCOPES } = await import('./scopes');
    const flow = bundle.components.securitySchemes.clientCredentials.flows.clientCredentials;
    expect(Object.keys(flow.scopes)).toEqual([...ALL_SCOPES].sort());
  });
});

// Bundles the split description (openapi/openapi.yaml + paths/ + components/) into the one file
// that the SDK generators, Prism and apps/api read. The bundle is committed and drift-checked.
import { readFileSync, writeFileSync } from 'node:fs';
import { bin, run } from './lib.mjs';

export const BUNDLE = 'openapi/openapi.bundle.json';

// Families never granted to a machine client (packages/domain/src/clients/scopes.ts, ADR 0117).
const NOT_GRANTABLE = ['auth', 'apiclients'];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The client-credentials flow's scopes, written into the bundle from the operations themselves
 * (`<tag>:read` for GET, `<tag>:write` otherwise) so the reference at /docs lists them and they
 * never drift from the domain's ALL_SCOPES (whose test compares the two).
 */
export function clientScopes(spec) {
  const found = new Set();
  for (const item of Object.values(spec.paths))
    for (const m of METHODS) {
      const tag = item[m]?.tags?.[0];
      if (tag && !NOT_GRANTABLE.includes(tag)) found.add(`${tag}:${m === 'get' ? 'read' : 'write'}`);
    }
  const about = new Map((spec.tags ?? []).map((t) => [t.name, t.description ?? t.name]));
  return Object.fromEntries(
    [...found].sort().map((s) => {
      const [tag, access] = s.split(':');
      return [s, `${access === 'read' ? 'Read (GET)' : 'Write (POST, PUT, DELETE)'}: ${about.get(tag) ?? tag}`];
    }),
  );
}

export function bundleSpec() {
  run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '--output', BUNDLE], {
    stdio: 'pipe',
  });
  const spec = JSON.parse(readFileSync(BUNDLE, 'utf8'));
  spec.components.securitySchemes.clientCredentials.flows.clientCredentials.scopes = clientScopes(spec);
  writeFileSync(BUNDLE, JSON.stringify(spec, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) bundleSpec();

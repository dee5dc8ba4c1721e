// Bundles the split description (openapi/openapi.yaml + paths/ + components/) into the one file
// that the SDK generators, Prism and apps/api read. The bundle is committed and drift-checked.
import { bin, run } from './lib.mjs';

export const BUNDLE = 'openapi/openapi.bundle.json';

export function bundleSpec() {
  run(bin('redocly'), ['bundle', 'openapi/openapi.yaml', '--config', 'openapi/redocly.yaml', '--output', BUNDLE], {
    stdio: 'pipe',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) bundleSpec();

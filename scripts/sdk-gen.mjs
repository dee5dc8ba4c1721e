// Regenerates everything derived from openapi/: the bundle, the SDK's types (openapi-typescript)
// and its zod schemas (@hey-api/openapi-ts). Output files end in .gen.* and are never hand-edited.

import path from 'node:path';
import { root, run } from './lib.mjs';
import { BUNDLE, bundleSpec } from './spec-bundle.mjs';

const sdk = path.join(root, 'packages/sdk');
const sdkBin = (name) => path.join(sdk, 'node_modules', '.bin', name);

export function generateSdk() {
  bundleSpec();
  run(process.execPath, ['packages/sdk/scripts/gen-types.mjs', BUNDLE, 'packages/sdk/src/schema.gen.ts'], {
    stdio: 'pipe',
  });
  run(sdkBin('openapi-ts'), ['--file', 'openapi-ts.config.ts'], { stdio: 'pipe', cwd: sdk });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  generateSdk();
  console.log('SDK regenerated from openapi/');
}

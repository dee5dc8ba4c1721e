import { defineConfig } from '@hey-api/openapi-ts';

const input = '../../openapi/openapi.bundle.json';
const zod = { name: 'zod', requests: true, responses: true, definitions: true } as const;

// zod schemas only: types come from openapi-typescript and the client from openapi-fetch.
// Two flavours of the same schemas: full zod (zod.gen.ts) for the API and tests, and zod/mini
// (zod-mini.gen.ts) for the browser, whose tree-shakable functions weigh about a third as much.
export default defineConfig([
  { input, output: { path: 'src/gen', clean: true }, plugins: [zod] },
  {
    input,
    output: { path: 'src/gen', clean: false, fileName: '{{name}}-mini' },
    plugins: [{ ...zod, compatibilityVersion: 'mini' }],
  },
]);

import { defineConfig } from '@hey-api/openapi-ts';

// zod schemas only: types come from openapi-typescript and the client from openapi-fetch.
export default defineConfig({
  input: '../../openapi/openapi.bundle.json',
  output: { path: 'src/gen', clean: true },
  plugins: [{ name: 'zod', requests: true, responses: true, definitions: true }],
});

import '../../scripts/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // Each file starts a server, a database and a Prism proxy: two at a time fit two cores.
    maxWorkers: 2,
  },
});

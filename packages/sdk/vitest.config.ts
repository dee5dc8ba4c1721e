import '../../scripts/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/prism.setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

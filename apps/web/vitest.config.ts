import '../../scripts/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

// Unit tests are plain modules (message files, registries, stores) in node; component tests
// (*.test.tsx, beside their views) render in happy-dom with an injected fetch.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 20_000,
  },
});

import '../../scripts/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['src/**'],
      // A resource's texts (defs/*.texts.json, ADR 0094) are data the web's build reads, not code.
      exclude: ['src/**/*.test.ts', 'src/**/*.gen.ts', 'src/**/*.json'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
  },
});

import '../../scripts/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';
import { resourceTexts } from './build/resource-texts.ts';

// Unit tests are plain modules (message files, registries, stores) in node; component tests
// (*.test.tsx, beside their views) render in happy-dom with an injected fetch.
export default defineConfig({
  // A resource's texts file, cut to one language (ADR 0094), plain texts as the message files.
  plugins: [resourceTexts({ compile: false })],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['src/test-support/setup.ts'],
    testTimeout: 20_000,
  },
});

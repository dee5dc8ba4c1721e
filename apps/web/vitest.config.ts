import '../../scripts/node20-polyfills.mjs';
import { defineConfig } from 'vitest/config';

// Unit tests are plain modules (message files, registries, stores): no DOM needed.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    zod: 'src/zod.ts',
    'zod-mini': 'src/zod-mini.ts',
    machine: 'src/machine/index.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
});

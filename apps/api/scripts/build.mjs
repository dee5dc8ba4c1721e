// Compiles the API for `npm start`: scripts/serve.ts and everything it imports (the server, the
// seed, the workspace packages) bundled by esbuild into dist/serve.mjs, so production runs plain
// JavaScript, not a TypeScript loader. npm packages stay external (resolved from node_modules at
// run time: PGlite loads its own wasm and extension files beside its code).
// Sources read files next to themselves (migrations/, the OpenAPI bundle) through
// import.meta.dirname: each file's own folder is rewritten relative to the bundle, so the paths
// still point at the sources' folders.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const apiDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiDir, 'dist');
const pkg = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rec/'));

// src/main.ts starts itself when it is the entry script (import.meta.url === argv[1]); inside the
// bundle every module shares the bundle's URL, so that test would start a second server.
const SELF_START = ['import.meta.url === `file://$', '{process.argv[1]}`'].join('');

const ownDirname = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname') && !text.includes(SELF_START)) return undefined;
      const rel = path.relative(outdir, path.dirname(args.path)) || '.';
      const expr = `decodeURIComponent(new URL(${JSON.stringify(`${rel}/`)}, import.meta.url).pathname).replace(/\\/$/, '')`;
      return { contents: text.replaceAll('import.meta.dirname', expr).replaceAll(SELF_START, 'false'), loader: 'ts' };
    });
  },
};

const started = Date.now();
await build({
  // The worker threads (the workbook reader's, records-thread.ts; batch approval's hashing,
  // pack-thread.ts) are loaded by their own files beside serve.mjs.
  entryPoints: {
    serve: path.join(apiDir, 'scripts/serve.ts'),
    'records-worker': path.join(apiDir, 'src/imports/records-worker.ts'),
    'pack-worker': path.join(apiDir, 'src/hourly/pack-worker.ts'),
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  external: [...external, ...external.map((name) => `${name}/*`)],
  plugins: [ownDirname],
  logLevel: 'warning',
});
console.log(`API compiled to ${path.relative(process.cwd(), outdir)}/serve.mjs in ${Date.now() - started} ms`);

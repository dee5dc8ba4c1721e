// `npm start` builds what it serves once, and again only when its sources change: a sha256 over
// the build's inputs (file paths and contents, plus the settings baked into the build) is kept in
// `<out>/.source-hash`; a build whose hash matches is reused.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const SKIP = new Set(['node_modules', 'dist', 'dist-start', 'coverage', 'e2e', '.tmp']);

function* files(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    yield* files(path.join(entry, name));
  }
}

/** The hash of `inputs` (paths relative to the repo) and of `settings`. */
export function sourceHash(inputs, settings = {}) {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  for (const input of inputs)
    for (const file of files(path.join(root, input))) hash.update(path.relative(root, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Runs `build` unless `out` holds a build of the same sources; answers whether it built.
 * `label` names it in the console.
 */
export function buildOnce({ label, out, inputs, settings, build }) {
  const stamp = path.join(root, out, '.source-hash');
  const hash = sourceHash(inputs, settings);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return false;
  console.log(`Building ${label} (its sources changed since the last build)…`);
  const started = Date.now();
  build();
  writeFileSync(stamp, hash);
  console.log(`Built ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

const SHARED = ['packages/domain/src', 'packages/domain/package.json', 'packages/sdk/src', 'packages/sdk/package.json'];

/** The web app as npm start serves it: same origin as the API, so the API is at /v1. */
export const WEB_OUT = 'apps/web/dist-start';
export function buildWeb(pnpm) {
  const [cmd, ...pre] = pnpm;
  const env = { ...process.env, VITE_API_URL: '/v1' };
  return buildOnce({
    label: 'the web app',
    out: WEB_OUT,
    inputs: [
      'apps/web/src',
      'apps/web/build',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...SHARED,
    ],
    settings: { VITE_API_URL: env.VITE_API_URL },
    build: () =>
      run(cmd, [...pre, 'exec', 'vite', 'build', '--outDir', 'dist-start', '--logLevel', 'warn'], {
        cwd: path.join(root, 'apps/web'),
        env,
      }),
  });
}

/** The API compiled to apps/api/dist/serve.mjs (apps/api/scripts/build.mjs). */
export function buildApi() {
  return buildOnce({
    label: 'the API',
    out: 'apps/api/dist',
    inputs: ['apps/api/src', 'apps/api/scripts', 'apps/api/package.json', ...SHARED],
    build: () => run(process.execPath, ['scripts/build.mjs'], { cwd: path.join(root, 'apps/api') }),
  });
}

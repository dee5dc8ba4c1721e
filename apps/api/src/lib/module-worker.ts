import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running the module at `url`. Compiled JavaScript runs as it is. With `tsx`
 * (the TypeScript sources: tests, tsx, the benchmarks) the module is imported through tsx's API,
 * so it and what it imports may be TypeScript: a worker does not inherit the loader of
 * `node --import tsx`.
 */
export function moduleWorker(
  url: URL,
  options: { tsx: boolean; resourceLimits?: WorkerOptions['resourceLimits'] },
): Worker {
  const limits = { resourceLimits: options.resourceLimits };
  if (!options.tsx) return new Worker(url, limits);
  // tsx's ESM API (its package's "./esm/api" export under the import condition).
  const pkg = createRequire(import.meta.url).resolve('tsx/package.json');
  const tsx = pathToFileURL(path.join(path.dirname(pkg), 'dist/esm/api/index.mjs')).href;
  const load = `import(${JSON.stringify(tsx)}).then((t) => t.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true, ...limits });
}

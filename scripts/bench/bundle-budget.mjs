// Bundle budget of apps/web, as ratios within one run (ADR 0005: never absolute figures).
// Builds a bare React 19 page with the web app's own Vite config (the floor), builds the app,
// then follows the Vite manifest: the gzip JS a browser loads for /signin, and the total loaded
// up to the admin dashboard after signing in, and on a list, form and detail route (each counted
// with its resource's definitions, the heaviest resource reported). Targets: /signin ≤ 2.2× floor,
// every signed-in route ≤ 5×.
// Usage: node scripts/bench/bundle-budget.mjs [--all]   (exit 1 when a target is missed; --all
// prints every route's weight, not only the heaviest and lightest)
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'apps/web');
const configFile = path.join(web, 'vite.config.ts');
const requireFromWeb = createRequire(path.join(web, 'package.json'));
const { build } = await import(pathToFileURL(requireFromWeb.resolve('vite')).href);

const TARGETS = { signin: 2.2, dashboard: 5, list: 5, form: 5, show: 5 };

// What each step loads, by source module: the lazy screens and the chunks the app imports on
// demand along the way (the public layout with its screen; the validator (zod-free for sign-in) and the login adapter on
// submit; after sign-in the signed-in app with the data router, then the shell and the dashboard;
// the snackbar with its first notice, which a successful sign-in does not show). The messages of the
// default language (pt, compiled at build time) and the default theme (dark indigo) load before the
// first paint, so they count too.
// Messages are one file per namespace (apps/web/src/i18n/namespaces.ts): visitors load the public
// ones before the first paint, the signed-in app all of them.
const PT = (names) => names.map((ns) => `src/i18n/messages/pt/${ns}.json`);
const PUBLIC_NS = ['app', 'auth', 'errors', 'session', 'settings'];
const PRIVATE_NS = ['actions', 'detail', 'enums', 'failures', 'form', 'list', 'menu', 'resources', 'routes', 'shell'];
const FIRST_PAINT = ['index.html', ...PT(PUBLIC_NS), 'src/theme/dark.ts'];
const FLOWS = {
  signin: [...FIRST_PAINT, 'src/auth/AuthLayout.tsx', 'src/auth/SignInPage.tsx'],
  dashboard: [
    ...FIRST_PAINT,
    'src/auth/AuthLayout.tsx',
    'src/auth/SignInPage.tsx',
    'src/auth/validation.ts',
    'src/domain-gaps/auth-api-impl.ts',
    ...PT(PRIVATE_NS),
    'src/app/PrivateApp.tsx',
    'src/shell/ShellLayout.tsx',
    'src/dashboard/DashboardPage.tsx',
    // The dashboard's own texts load with it (VIEW_NAMESPACES in src/i18n/load-messages.ts).
    ...PT(['dashboard']),
    // The widgets' charts (@fluentui/react-charts), lazy but on screen once the figures arrive: the
    // bar list (technologies) and the time axis's columns (months, years; ADR 0085).
    'src/charts/BarList.tsx',
    'src/charts/ColumnChart.tsx',
  ],
};
// The generic views (issue 11): every list, form and detail route, reached from the dashboard.
// Each route also loads its resource's definition and texts, and those its screen reads (ADR 0053,
// 0093: a registration's `reads` in packages/domain/src/resources/defs/index.ts). A flow is counted
// for every resource and reported for the heaviest: the target holds for every route.
const registryText = readFileSync(path.join(root, 'packages/domain/src/resources/defs/index.ts'), 'utf8');
const entries = [...registryText.matchAll(/^ {2}(\w+): \{\s*load: \(\) => import\('\.\/([a-z-]+)'\)/gm)];
const DEF_FILES = Object.fromEntries(
  entries.map(([, name, file]) => [name, `../../packages/domain/src/resources/defs/${file}.ts`]),
);
// A registration's text runs to the next one's start.
const entryText = Object.fromEntries(
  entries.map((m, i) => [m[1], registryText.slice(m.index, entries[i + 1]?.index ?? registryText.length)]),
);
const readsOf = (resource, use) => {
  const reads = /reads: \{([^}]*)\}/.exec(entryText[resource] ?? '')?.[1] ?? '';
  return new RegExp(`${use}: \\[([^\\]]*)\\]`).exec(reads)?.[1].match(/[a-z_]+/g) ?? [];
};
// A resource's texts load with its definition (apps/web/src/i18n/resource-messages.ts): its texts
// file beside the definition, cut to the page's language by the build (ADR 0094).
const textsOf = (name) => {
  const file = `../../packages/domain/src/resources/defs/${name}.texts.json`;
  return existsSync(path.join(web, file)) ? ['src/i18n/resource-texts/pt.ts', `${file}?lang=pt`] : [];
};
const ROUTE_FLOWS = {};
for (const [kind, view] of [
  ['list', 'src/views/ListView.tsx'],
  ['form', 'src/views/FormView.tsx'],
  ['show', 'src/views/ShowView.tsx'],
])
  ROUTE_FLOWS[kind] = Object.keys(DEF_FILES).map((resource) => ({
    resource,
    modules: [
      ...FLOWS.dashboard.filter((m) => !/^src\/(dashboard|charts)\/|\/dashboard\.json$/.test(m)),
      view,
      ...[resource, ...readsOf(resource, kind)].flatMap((name) => [DEF_FILES[name], ...textsOf(name)]),
    ],
  }));

const quiet = { logLevel: 'warn' };

async function buildFloor() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bundle-floor-'));
  mkdirSync(path.join(dir, 'src'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>floor</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src/main.tsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root') as HTMLElement).render(<h1>REC</h1>);\n",
  );
  // The floor resolves react from the web app's own dependencies.
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module","private":true}');
  const outDir = path.join(dir, 'dist');
  await build({
    ...quiet,
    configFile,
    root: dir,
    resolve: {
      alias: {
        react: path.dirname(requireFromWeb.resolve('react/package.json')),
        'react-dom': path.dirname(requireFromWeb.resolve('react-dom/package.json')),
      },
    },
    build: { outDir, emptyOutDir: true },
  });
  return { dir, outDir };
}

const readManifest = (outDir) => JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'));

// A module that a chunk group of the build holds (build/public-screens-chunk.ts) has no manifest
// entry of its own: it is looked up in the build's output, by the chunk that holds it.
function groupedModules(output, manifest, root) {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const byModule = new Map();
  for (const chunk of [output].flat().flatMap((o) => o.output ?? []))
    if (chunk.type === 'chunk')
      for (const id of chunk.moduleIds)
        byModule.set(path.relative(root, id).split(path.sep).join('/'), keyOfFile.get(chunk.fileName));
  return byModule;
}

// The chunks a set of modules needs: each one's own chunk and its static imports, transitively.
function closure(manifest, keys, grouped = new Map()) {
  const seen = new Set();
  const stack = keys.map((key) => (manifest[key] ? key : (grouped.get(key) ?? key)));
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

// Each chunk compressed once: the route flows weigh every resource's route.
const gzipped = new Map();
const gzipOfFile = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipped.get(file);
};
const gzipOf = (outDir, manifest, keys) =>
  keys
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipOfFile(path.join(outDir, file)), 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const floor = await buildFloor();
const floorManifest = readManifest(floor.outDir);
const floorBytes = gzipOf(floor.outDir, floorManifest, closure(floorManifest, ['index.html']));
rmSync(floor.dir, { recursive: true, force: true });

const webOut = path.join(web, 'dist');
const webOutput = await build({ ...quiet, configFile, root: web });
const manifest = readManifest(webOut);
const grouped = groupedModules(webOutput, manifest, web);

console.log(`floor (bare React 19 page, same Vite config): ${kb(floorBytes)} gzip JS`);
let missed = 0;
const flows = [
  ...Object.entries(FLOWS).map(([name, modules]) => ({ name, modules })),
  ...Object.entries(ROUTE_FLOWS).map(([name, routes]) => ({ name, routes })),
];
for (const { name, modules, routes } of flows) {
  // The gzip bytes and the script requests (each costs the main thread; build/public-screens-chunk.ts).
  const weigh = (list) => {
    const keys = closure(manifest, list, grouped);
    return {
      bytes: gzipOf(webOut, manifest, keys),
      scripts: keys.filter((k) => manifest[k].file.endsWith('.js')).length,
    };
  };
  const sized = routes?.map((route) => ({ ...route, ...weigh(route.modules) })).sort((a, b) => b.bytes - a.bytes);
  const { bytes, scripts } = sized ? sized[0] : weigh(modules);
  const count = ` in ${scripts} chunks`;
  const ratio = bytes / floorBytes;
  const ok = ratio <= TARGETS[name];
  if (!ok) missed++;
  const label =
    name === 'signin'
      ? '/signin'
      : name === 'dashboard'
        ? 'admin dashboard after login (total)'
        : `a ${name} route after login (total)`;
  const range = sized
    ? ` — heaviest: ${sized[0].resource}; lightest: ${sized.at(-1).resource} ${kb(sized.at(-1).bytes)} (${(sized.at(-1).bytes / floorBytes).toFixed(2)}×)`
    : '';
  console.log(
    `${label}: ${kb(bytes)} gzip JS${count} = ${ratio.toFixed(2)}× floor (target ≤ ${TARGETS[name]}×) ${ok ? 'ok' : 'MISSED'}${range}`,
  );
  if (sized && process.argv.includes('--all'))
    for (const route of sized)
      console.log(`  ${name} ${route.resource}: ${kb(route.bytes)} = ${(route.bytes / floorBytes).toFixed(2)}×`);
}
process.exit(missed ? 1 : 0);

// `npm test`: everything, on a fresh machine. Installs what is missing, runs the repo checks
// (lint, contract lint, generated-code drift, typecheck) and every package's vitest suite, then
// prints the totals of every suite as one plain line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium, ensureInstalled } from './bootstrap.mjs';
import { root } from './lib.mjs';

const results = [];
// Failed tests by name, printed again beside the totals: CI shows only the end of the log.
const failures = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((l) => l.trim()) ?? '';
const outDir = path.join(root, '.tmp/test-results');
const binOf = (dir, name) =>
  [path.join(dir, 'node_modules/.bin', name), path.join(root, 'node_modules/.bin', name)].find(existsSync);

function step(name, cmd, args, cwd = root) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  return { ok: r.status === 0, seconds: (Date.now() - started) / 1000 };
}

function check(name, cmd, args, cwd) {
  const { ok, seconds } = step(name, cmd, args, cwd);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds });
}

function vitestSuite(dir) {
  const name = `vitest ${path.relative(root, dir)}`;
  const report = path.join(outDir, `${path.basename(dir)}.json`);
  const reporterArgs = ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const { ok, seconds } = step(name, binOf(dir, 'vitest'), ['run', ...reporterArgs], dir);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests;
    // A suite that failed outside its tests (coverage threshold, crash) still counts once.
    failed = json.numFailedTests + (!ok && json.numFailedTests === 0 ? 1 : 0);
    for (const file of json.testResults) {
      const where = path.relative(dir, file.name);
      if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'))
        failures.push(`${name}: ${where}: ${firstLine(file.message)}`);
      for (const a of file.assertionResults.filter((t) => t.status === 'failed'))
        failures.push(`${name}: ${where} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
  results.push({ name, passed, failed, seconds });
}

/** The browser suite: Playwright's JSON report gives the counts (its own closing lines are not read by CI). */
function playwrightSuite(dir) {
  const name = `playwright ${path.relative(root, dir)}`;
  const report = path.join(outDir, 'playwright.json');
  if (!ensureChromium()) {
    results.push({ name, passed: 0, failed: 1, seconds: 0 });
    console.error('Chromium is not installed and cannot be installed here: browser tests cannot run.');
    return;
  }
  const { ok, seconds } = step(name, binOf(dir, 'playwright'), ['test'], dir);
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(report)) {
    const { stats, suites } = JSON.parse(readFileSync(report, 'utf8'));
    passed = stats.expected + stats.flaky;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests.filter((x) => x.status === 'unexpected'))
          failures.push(
            `${name}: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(t.results.at(-1)?.error?.message)}`,
          );
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of suites ?? []) walk(suite);
    failed = stats.unexpected + (!ok && stats.unexpected === 0 ? 1 : 0);
  }
  results.push({ name, passed, failed, seconds });
}

/**
 * Plain Node test files (node:test) run as their users run them, e.g. the SDK's built dist; the
 * TAP summary (`# pass N`, `# fail N`) gives the counts.
 */
function nodeSuite(name, dir, files) {
  const tap = path.join(outDir, `${name.replace(/\W+/g, '-')}.tap`);
  const reporters = ['--test-reporter=spec', '--test-reporter-destination=stdout'];
  const args = ['--test', ...reporters, '--test-reporter=tap', `--test-reporter-destination=${tap}`, ...files];
  const { ok, seconds } = step(name, process.execPath, args, dir);
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (what) => Number(new RegExp(`^# ${what} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const failed = count('fail') + (!ok && count('fail') === 0 ? 1 : 0);
  for (const m of text.matchAll(/^not ok \d+ - (.*)$/gm)) failures.push(`${name}: ${m[1]}`);
  results.push({ name, passed: count('pass'), failed, seconds });
}

const workspaces = ['packages', 'apps'].flatMap((group) => {
  const base = path.join(root, group);
  return existsSync(base) ? readdirSync(base).map((d) => path.join(base, d)) : [];
});

ensureInstalled();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

check('lint and format (biome)', binOf(root, 'biome'), ['check', '.']);
check('contract lint (redocly)', binOf(root, 'redocly'), ['lint', '--config', 'openapi/redocly.yaml']);
check('generated SDK matches the contract (sdk:check)', process.execPath, ['scripts/sdk-check.mjs']);
check('contract changelog matches its git history (api:changelog)', process.execPath, [
  'scripts/api-changelog.mjs',
  '--check',
]);
check('generated DB row types match the migrations (db:types)', process.execPath, ['scripts/db-types.mjs', '--check']);
check('no import circles in apps and packages', process.execPath, ['scripts/check-cycles.mjs']);
for (const dir of workspaces.filter((d) => existsSync(path.join(d, 'tsconfig.json')))) {
  check(`typecheck ${path.relative(root, dir)}`, binOf(dir, 'tsc'), ['--noEmit', '-p', '.'], dir);
}
// The SDK as it ships (tsup: ESM + d.ts), imported from dist/ by plain Node; the examples' test
// (apps/api, examples.test.ts) runs the example tools on that dist too.
const sdkDir = path.join(root, 'packages/sdk');
check('SDK builds (tsup)', binOf(sdkDir, 'tsup'), [], sdkDir);
nodeSuite('node packages/sdk/test-dist', sdkDir, ['test-dist/']);
for (const dir of workspaces.filter((d) => existsSync(path.join(d, 'vitest.config.ts')))) vitestSuite(dir);
for (const dir of workspaces.filter((d) => existsSync(path.join(d, 'playwright.config.ts')))) playwrightSuite(dir);

if (failures.length) console.log(`\nFailed tests:\n${failures.map((f) => `  ✗ ${f.slice(0, 400)}`).join('\n')}`);
console.log('\nSuite totals:');
for (const r of results)
  console.log(
    `  ${r.failed ? '✗' : '✓'} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds.toFixed(1)} s)`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

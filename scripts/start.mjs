// `npm start`: installs what is missing, then serves the product: the reference API (apps/api,
// embedded PGlite in .data/ unless DATABASE_URL is set; migrated, and seeded with the demo ledger
// the first time) compiled to JavaScript, and the web app built for production and served by the
// API from its own origin. Both are built once and rebuilt only when their sources change
// (scripts/build-once.mjs). `npm run dev` (--dev) runs the API under tsx and Vite's dev server on
// WEB_PORT instead, for developing. Ctrl+C stops everything.
//   API_PORT (3333), WEB_PORT (5173, dev only), HOST (127.0.0.1), DATABASE_URL, DATA_DIR, LOG_LEVEL (warn)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureInstalled } from './bootstrap.mjs';
import { buildApi, buildWeb, WEB_OUT } from './build-once.mjs';
import { root } from './lib.mjs';

const DEV = process.argv.includes('--dev');
const HOST = process.env.HOST ?? '127.0.0.1';
const API_PORT = Number(process.env.API_PORT ?? 3333);
const WEB_PORT = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = `http://${HOST}:${API_PORT}`;
// In production the API serves the web app itself: one origin.
const webUrl = DEV ? `http://${HOST}:${WEB_PORT}` : apiUrl;
const apiDir = path.join(root, 'apps/api');
const webDir = path.join(root, 'apps/web');

/** Whether nothing listens on host:port yet (another server there would answer our checks). */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

const pnpm = ensureInstalled();

/** Each child runs in its own process group, so that stopping it stops what it spawned. */
const children = [];
function start(name, cmd, args, options) {
  const child = spawn(cmd, args, { stdio: 'inherit', detached: true, ...options });
  child.label = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping) {
      console.error(`\n${name} stopped (${signal ?? `exit ${code}`}): stopping the rest.`);
      stop('SIGTERM', code || 1);
    } else if (!children.length) process.exit(exitCode);
  });
  return child;
}

let stopping = false;
let exitCode = 0;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  if (!children.length) process.exit(exitCode);
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
  // A child that ignores the signal is not allowed to keep the terminal.
  setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    process.exit(exitCode || 1);
  }, 10_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));

async function waitFor(url, label, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const res = await fetch(url);
      if (res.status < 500) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  console.error(`${label} did not answer ${url} within ${seconds} s`);
  return false;
}

// The web app, once apps/web exists with a dev (or preview) script.
const webPackage = path.join(webDir, 'package.json');
const webScripts = existsSync(webPackage) ? (JSON.parse(readFileSync(webPackage, 'utf8')).scripts ?? {}) : undefined;
const webScript = DEV ? (webScripts?.dev ? 'dev' : undefined) : undefined;

for (const [port, variable] of [[API_PORT, 'API_PORT'], ...(webScript ? [[WEB_PORT, 'WEB_PORT']] : [])]) {
  if (!(await portFree(port))) {
    console.error(`Port ${port} on ${HOST} is already in use: stop what runs there or set ${variable}=<another port>.`);
    process.exit(1);
  }
}

// Production: both built first (a no-op when nothing changed since the last start).
if (!DEV) {
  try {
    buildApi();
    if (webScripts?.build) buildWeb(pnpm);
  } catch (err) {
    console.error(`The build failed: ${err.message}`);
    process.exit(1);
  }
}
const webDist = !DEV && webScripts?.build ? path.join(root, WEB_OUT) : undefined;

// The API: serve seeds the demo once, then runs the server and prints the sign-ins.
const apiArgs = DEV ? ['--import', 'tsx', 'scripts/serve.ts'] : ['--enable-source-maps', 'dist/serve.mjs'];
start('API', process.execPath, apiArgs, {
  cwd: apiDir,
  env: {
    ...process.env,
    ...(webDist ? { WEB_DIST: webDist } : {}),
    HOST,
    API_PORT: String(API_PORT),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    WEB_URL: process.env.WEB_URL ?? webUrl,
    WEB_ORIGINS: process.env.WEB_ORIGINS ?? `${webUrl},http://localhost:${WEB_PORT}`,
  },
});

if (webScript) {
  const [cmd, ...pre] = pnpm;
  start('web', cmd, [...pre, 'run', webScript, '--host', HOST, '--port', String(WEB_PORT), '--strictPort'], {
    cwd: webDir,
    env: {
      ...process.env,
      VITE_API_URL: `${apiUrl}/v1`,
      WEB_URL: webUrl,
    },
  });
}

// The first start seeds the demo ledger through the API's own import pipeline before it listens:
// minutes on a small machine. A crashed API ends the wait at once (its exit stops everything).
if (await waitFor(`${apiUrl}/health`, 'the API', 900)) {
  const lines = [];
  if (webDist) lines.push(`Web app         ${webUrl}  (production build; npm run dev for Vite's dev server)`);
  else if (webScript && (await waitFor(webUrl, 'the web app', 120))) lines.push(`Web app         ${webUrl}`);
  else if (!webScript)
    lines.push('Web app         not served (apps/web has no build or dev script): the API serves alone');
  lines.push(
    process.env.DATABASE_URL
      ? 'Press Ctrl+C to stop. Data stays in the DATABASE_URL database.'
      : 'Press Ctrl+C to stop. Data stays in .data/ between runs (delete .data/ for a fresh demo).',
  );
  if (!stopping) console.log(`${lines.join('\n')}\n`);
}

// `npm start`: installs what is missing, then serves the product: the reference API (apps/api,
// embedded PGlite in .data/ unless DATABASE_URL is set; migrated, and seeded with the demo ledger
// the first time), and the web app (apps/web) once it has a `dev` script. Ctrl+C stops both.
//   API_PORT (3333), WEB_PORT (5173), HOST (127.0.0.1), DATABASE_URL, DATA_DIR, LOG_LEVEL (warn)
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensureInstalled } from './bootstrap.mjs';
import { root } from './lib.mjs';

const HOST = process.env.HOST ?? '127.0.0.1';
const API_PORT = Number(process.env.API_PORT ?? 3333);
const WEB_PORT = Number(process.env.WEB_PORT ?? 5173);
const apiUrl = `http://${HOST}:${API_PORT}`;
const webUrl = `http://${HOST}:${WEB_PORT}`;
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
const webScript = webScripts?.dev ? 'dev' : webScripts?.preview ? 'preview' : undefined;

for (const [port, variable] of [[API_PORT, 'API_PORT'], ...(webScript ? [[WEB_PORT, 'WEB_PORT']] : [])]) {
  if (!(await portFree(port))) {
    console.error(`Port ${port} on ${HOST} is already in use: stop what runs there or set ${variable}=<another port>.`);
    process.exit(1);
  }
}

// The API: scripts/serve.ts seeds the demo once, then runs src/main.ts and prints the sign-ins.
start('API', process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
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

if (await waitFor(`${apiUrl}/health`, 'the API', 120)) {
  const lines = [];
  if (webScript && (await waitFor(webUrl, 'the web app', 120))) lines.push(`Web app         ${webUrl}`);
  else if (!webScript) lines.push('Web app         not yet (apps/web has no dev script): the API serves alone');
  lines.push(
    process.env.DATABASE_URL
      ? 'Press Ctrl+C to stop. Data stays in the DATABASE_URL database.'
      : 'Press Ctrl+C to stop. Data stays in .data/ between runs (delete .data/ for a fresh demo).',
  );
  if (!stopping) console.log(`${lines.join('\n')}\n`);
}

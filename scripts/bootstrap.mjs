// Makes a fresh machine that has only Node and npm ready: installs pnpm when it is missing
// (globally with npm, else through npx) and the workspace's dependencies from the lockfile.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const PNPM_VERSION = '12.21.0';

function works(cmd, args) {
  const r = spawnSync(cmd, [...args, '--version'], { stdio: 'pipe', encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Returns the command (and leading args) that runs pnpm, installing it when needed. */
export function ensurePnpm() {
  if (works('pnpm', [])) return ['pnpm'];
  console.log(`pnpm is missing: installing pnpm@${PNPM_VERSION} with npm…`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && works('pnpm', [])) return ['pnpm'];
  console.log('global install not possible here: running pnpm through npx');
  const viaNpx = ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  if (works(viaNpx[0], viaNpx.slice(1))) return viaNpx;
  throw new Error('could not install pnpm: check that npm can reach its registry');
}

/** Installs the workspace from the lockfile; a no-op when node_modules is already in sync. */
export function ensureInstalled(pnpm = ensurePnpm()) {
  const [cmd, ...pre] = pnpm;
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  const r = spawnSync(cmd, [...pre, 'install', ...frozen, '--prefer-offline', '--reporter=silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('pnpm install failed');
  return pnpm;
}

/**
 * Browser tests use Debian's Chromium (Playwright never downloads a browser). Installs it with
 * apt-get when missing and this user may; answers the binary's path or undefined.
 */
export function ensureChromium() {
  const bin = '/usr/bin/chromium';
  if (existsSync(bin)) return bin;
  if (process.getuid?.() !== 0) return undefined;
  console.log('Installing Debian chromium for the browser tests…');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return existsSync(bin) ? bin : undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureInstalled();

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// Small helpers of the transfer-throughput benchmark: pgbench's path, commands, medians, URLs.

export function pgbenchPath() {
  if (process.env.PGBENCH) return process.env.PGBENCH;
  const debian = '/usr/lib/postgresql/15/bin/pgbench';
  return existsSync(debian) ? debian : 'pgbench';
}

export function median(xs) {
  const sorted = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs a command, collecting its output; rejects on a non-zero exit. */
export function exec(cmd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (status) =>
      status === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${status}:\n${out}`)),
    );
  });
}

/** A connection string to another database of the same server. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

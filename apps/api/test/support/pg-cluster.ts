import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './child-server';

// A throw-away PostgreSQL cluster (initdb + pg_ctl from the machine's binaries, as the postgres
// user) that a test may crash and restart. Missing binaries → a reason to skip.

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  url: string;
  /** Stops at once, like a crash (no shutdown checkpoint, every connection dropped). */
  crash(): void;
  start(): void;
  destroy(): void;
}

function uidOf(user: string): [number, number] | undefined {
  try {
    return [Number(execFileSync('id', ['-u', user]).toString()), Number(execFileSync('id', ['-g', user]).toString())];
  } catch {
    return undefined;
  }
}

/** The cluster, or why it cannot be made here. */
export async function throwawayCluster(): Promise<Cluster | string> {
  const initdb = path.join(BIN, 'initdb');
  const pgCtl = path.join(BIN, 'pg_ctl');
  if (!existsSync(initdb) || !existsSync(pgCtl)) return `no PostgreSQL binaries in ${BIN} (set PG_BIN)`;
  const root = process.getuid?.() === 0;
  const owner = root ? uidOf('postgres') : undefined;
  if (root && !owner) return 'running as root and there is no postgres user to run the cluster';
  const run = (bin: string, args: string[]) =>
    execFileSync(root ? 'runuser' : bin, root ? ['-u', 'postgres', '--', bin, ...args] : args, { stdio: 'pipe' });
  const dir = mkdtempSync(path.join(tmpdir(), 'rec-pg-'));
  if (owner) chownSync(dir, owner[0], owner[1]);
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    run(initdb, ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return `initdb failed: ${(err as { stderr?: Buffer }).stderr?.toString() ?? err}`;
  }
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const start = () => run(pgCtl, ['-D', data, '-o', opts, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = () => run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: stop,
    start,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

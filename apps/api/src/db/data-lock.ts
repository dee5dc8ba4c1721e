import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

// One process at a time on an embedded (PGlite) data folder: a second opener — another server,
// the ledger verifier, a seed — could corrupt it (issue 10 §6). The lock is a file beside the
// folder, created exclusively, holding the owner's pid; a lock whose process is gone is stale and
// taken over.

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    since: string,
  ) {
    super(
      `A pasta de dados ${dataDir} já está aberta pelo processo ${pid} (desde ${since}). ` +
        'Pare esse processo (o servidor, npm start ou o verificador do ledger) antes de abri-la de novo, ' +
        'ou use outra pasta (DATA_DIR).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Holder {
  pid: number;
  host: string;
  since: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): Holder | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return undefined;
  }
}

/** Takes the folder's lock or throws DataDirLockedError; returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir.replace(/\/+$/, '')}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      const me: Holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const release = () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = readHolder(file);
      const sameHost = !holder || holder.host === hostname();
      if (holder && (!sameHost || alive(holder.pid))) throw new DataDirLockedError(dataDir, holder.pid, holder.since);
      // Stale (its process is gone) or half-written: remove and try again.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

/** For command-line entry points: a locked folder ends the process with its message, no stack. */
export function exitIfLocked(err: unknown): never {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(75); // EX_TEMPFAIL: try again once the other process has stopped
  }
  throw err;
}

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/connect';
import { DataDirLockedError } from '../src/db/data-lock';

// Issue 10 §6: one process at a time on an embedded data folder; a second opener is told why.

const root = mkdtempSync(path.join(tmpdir(), 'rec-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const tsx = path.resolve(import.meta.dirname, '../node_modules/.bin/tsx');

describe('PGlite data-folder lock', () => {
  it('refuses a second opener, in this process and in another one, with a clear message', async () => {
    const dataDir = path.join(root, 'a');
    const first = await connect({ dataDir });
    await expect(connect({ dataDir })).rejects.toThrow(DataDirLockedError);
    const verifier = spawnSync(tsx, ['scripts/verify-ledger.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(verifier.status).toBe(75);
    expect(verifier.stderr).toContain(`A pasta de dados ${dataDir} já está aberta pelo processo ${process.pid}`);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await connect({ dataDir });
    await again.close();
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dataDir = path.join(root, 'b');
    const child = spawn(process.execPath, ['-e', '0']);
    const pid = child.pid as number;
    await new Promise((resolve) => child.on('exit', resolve));
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid, host: hostname(), since: '2026-01-01T00:00:00Z' }));
    const db = await connect({ dataDir });
    await db.close();
  });
});

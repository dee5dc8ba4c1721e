import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. A local folder by default; an object store can implement the same. */
export interface FileStorage {
  put(data: Buffer, name: string): Promise<string>;
  /** Takes over a spooled upload (moved, not read into memory). */
  putFile(file: string, name: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function localFileStorage(dir: string): FileStorage {
  const full = (key: string) => path.join(dir, path.basename(key));
  return {
    async put(data, name) {
      await mkdir(dir, { recursive: true });
      const key = `${randomUUID()}${path.extname(name).slice(0, 10)}`;
      await writeFile(full(key), data);
      return key;
    },
    async putFile(file, name) {
      await mkdir(dir, { recursive: true });
      const key = `${randomUUID()}${path.extname(name).slice(0, 10)}`;
      await rename(file, full(key)).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV') throw err;
        await copyFile(file, full(key)); // another file system: copied as a stream by the kernel
      });
      return key;
    },
    get: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}

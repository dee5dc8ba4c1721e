import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. A local folder by default; an object store can implement the same. */
export interface FileStorage {
  put(data: Buffer, name: string): Promise<string>;
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
    get: (key) => readFile(full(key)),
    remove: (key) => rm(full(key), { force: true }),
  };
}

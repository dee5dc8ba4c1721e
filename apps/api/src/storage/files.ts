import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for reading: its size and a stream of its bytes (never read whole). */
export interface StoredStream {
  size: number;
  stream: Readable;
  /** Closes the file without reading it (a download refused after opening). */
  close(): void;
}

/** Where uploaded files live. A local folder by default; an object store can implement the same. */
export interface FileStorage {
  put(data: Buffer, name: string): Promise<string>;
  /** Takes over a spooled upload (moved, not read into memory). */
  putFile(file: string, name: string): Promise<string>;
  /** Opens a stored file for streaming (issue 35 item 8: downloads are never held in memory). */
  open(key: string): Promise<StoredStream>;
  remove(key: string): Promise<void>;
}

/** Read size of a download stream: enough for disk throughput, small enough for many at once. */
const CHUNK = 256 * 1024;

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
    async open(key) {
      // One descriptor for size and bytes: the length sent is the length of what is streamed.
      const handle = await open(full(key), 'r');
      const { size } = await handle.stat();
      const stream = handle.createReadStream({ highWaterMark: CHUNK }); // closes the handle when done
      return { size, stream, close: () => stream.destroy() };
    },
    remove: (key) => rm(full(key), { force: true }),
  };
}

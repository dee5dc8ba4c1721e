import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexOfWords, ShortHasher, sha256Of16Words } from '../src/ledger/sha256-short';

// Batch approval's own SHA-256 (ADR 0140) must give node:crypto's digest for every message it takes:
// each length a leaf's text can have (one block up to 55 bytes, two from 56: the padding's edges),
// and a node's 64 bytes, hashed in place over its own children.

const nodeHex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('SHA-256 of short messages', () => {
  it('equals node:crypto for every length from 0 to 119 bytes, with a prefix kept between hashes', () => {
    const hasher = new ShortHasher();
    hasher.bytes.set(Buffer.from('bundle|'));
    const out = new Int32Array(16);
    for (let length = 0; length < 120; length += 1) {
      const tail = randomBytes(Math.max(0, length - 7));
      const message = Buffer.concat([Buffer.from('bundle|'), tail]).subarray(0, length);
      // The hash of a message shorter than the prefix pads over it: written again after one.
      if (length <= 7) hasher.bytes.set(Buffer.from('bundle|'));
      hasher.bytes.set(tail, 7);
      hasher.hash(length, out, 8);
      expect(hexOfWords(out, 8), `length ${length}`).toBe(nodeHex(message));
    }
    expect(() => hasher.hash(120, out, 0)).toThrow(RangeError);
  });

  it('hashes two digests side by side into the slot of the first, as a tree level does', () => {
    const words = new Int32Array(randomBytes(64).buffer.slice(0));
    const bytes = new Uint8Array(64);
    const view = new DataView(bytes.buffer);
    for (const [i, w] of words.entries()) view.setInt32(i * 4, w);
    const expected = nodeHex(bytes);
    sha256Of16Words(words, 0, words, 0);
    expect(hexOfWords(words, 0)).toBe(expected);
  });
});

// SHA-256 (FIPS 180-4) of short messages in JavaScript, for batch approval's Merkle trees (ADR
// 0140): a leaf's text (< 120 bytes) and a node's 64 bytes. node:crypto's one-shot hash costs
// ~0.75 µs a call on this machine, almost all of it the call (OpenSSL's compression itself is a
// few tens of ns), and two threads calling it at once each slow to ~1.8 µs (the digest lookup
// is shared). Here a 64-byte node hashes in ~0.6 µs, allocates nothing, and threads do not meet.
// Digests are 8 big-endian words in an Int32Array.

const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const IV = Int32Array.from([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** The message schedule: words 0–15 of the block filled by the caller, 16–63 expanded. */
const W = new Int32Array(64);

function expand(w: Int32Array): void {
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15] as number;
    const b = w[i - 2] as number;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = ((w[i - 16] as number) + s0 + (w[i - 7] as number) + s1) | 0;
  }
}

/** One compression of the expanded schedule `w` into the state `s` (8 words at `at`). */
function compress(s: Int32Array, at: number, w: Int32Array): void {
  let a = s[at] as number;
  let b = s[at + 1] as number;
  let c = s[at + 2] as number;
  let d = s[at + 3] as number;
  let e = s[at + 4] as number;
  let f = s[at + 5] as number;
  let g = s[at + 6] as number;
  let h = s[at + 7] as number;
  let t = 0;
  // Eight rounds per pass, the registers renamed instead of shifted (h = g, g = f, … each round),
  // Ch as g ^ (e & (f ^ g)) and Maj as (a & b) | (c & (a ^ b)), the same functions in fewer
  // operations: ~11 % faster than one round per pass. (Round functions as helpers were slower:
  // V8 stops inlining them before the 64th.)
  for (let i = 0; i < 64; i += 8) {
    t = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    h = (h + t + (g ^ (e & (f ^ g))) + (K[i] as number) + (w[i] as number)) | 0;
    d = (d + h) | 0;
    t = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    h = (h + t + ((a & b) | (c & (a ^ b)))) | 0;
    t = ((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7));
    g = (g + t + (f ^ (d & (e ^ f))) + (K[i + 1] as number) + (w[i + 1] as number)) | 0;
    c = (c + g) | 0;
    t = ((h >>> 2) | (h << 30)) ^ ((h >>> 13) | (h << 19)) ^ ((h >>> 22) | (h << 10));
    g = (g + t + ((h & a) | (b & (h ^ a)))) | 0;
    t = ((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7));
    f = (f + t + (e ^ (c & (d ^ e))) + (K[i + 2] as number) + (w[i + 2] as number)) | 0;
    b = (b + f) | 0;
    t = ((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10));
    f = (f + t + ((g & h) | (a & (g ^ h)))) | 0;
    t = ((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7));
    e = (e + t + (d ^ (b & (c ^ d))) + (K[i + 3] as number) + (w[i + 3] as number)) | 0;
    a = (a + e) | 0;
    t = ((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10));
    e = (e + t + ((f & g) | (h & (f ^ g)))) | 0;
    t = ((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7));
    d = (d + t + (c ^ (a & (b ^ c))) + (K[i + 4] as number) + (w[i + 4] as number)) | 0;
    h = (h + d) | 0;
    t = ((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10));
    d = (d + t + ((e & f) | (g & (e ^ f)))) | 0;
    t = ((h >>> 6) | (h << 26)) ^ ((h >>> 11) | (h << 21)) ^ ((h >>> 25) | (h << 7));
    c = (c + t + (b ^ (h & (a ^ b))) + (K[i + 5] as number) + (w[i + 5] as number)) | 0;
    g = (g + c) | 0;
    t = ((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10));
    c = (c + t + ((d & e) | (f & (d ^ e)))) | 0;
    t = ((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7));
    b = (b + t + (a ^ (g & (h ^ a))) + (K[i + 6] as number) + (w[i + 6] as number)) | 0;
    f = (f + b) | 0;
    t = ((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10));
    b = (b + t + ((c & d) | (e & (c ^ d)))) | 0;
    t = ((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7));
    a = (a + t + (h ^ (f & (g ^ h))) + (K[i + 7] as number) + (w[i + 7] as number)) | 0;
    e = (e + a) | 0;
    t = ((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10));
    a = (a + t + ((b & c) | (d & (b ^ c)))) | 0;
  }
  s[at] = ((s[at] as number) + a) | 0;
  s[at + 1] = ((s[at + 1] as number) + b) | 0;
  s[at + 2] = ((s[at + 2] as number) + c) | 0;
  s[at + 3] = ((s[at + 3] as number) + d) | 0;
  s[at + 4] = ((s[at + 4] as number) + e) | 0;
  s[at + 5] = ((s[at + 5] as number) + f) | 0;
  s[at + 6] = ((s[at + 6] as number) + g) | 0;
  s[at + 7] = ((s[at + 7] as number) + h) | 0;
}

// The second block of every 64-byte message is the same padding (0x80, zeros, length 512 bits):
// its schedule is expanded once.
const PAD64 = new Int32Array(64);
PAD64[0] = 0x80000000 | 0;
PAD64[15] = 512;
expand(PAD64);

/** SHA-256 of the 64 bytes in `words[from .. from + 16)` (two digests side by side) into `out` at `to`. */
export function sha256Of16Words(words: Int32Array, from: number, out: Int32Array, to: number): void {
  for (let i = 0; i < 16; i += 1) W[i] = words[from + i] as number;
  expand(W);
  // The words are read before the state is written: `out` may be `words` (a node over its children).
  out.set(IV, to);
  compress(out, to, W);
  compress(out, to, PAD64);
}

/**
 * SHA-256 of messages under 120 bytes (at most two blocks) written into `bytes` from 0: the
 * padding is written in place after the message, so a prefix written once stays for every hash.
 */
export class ShortHasher {
  readonly bytes = new Uint8Array(128);
  private readonly view = new DataView(this.bytes.buffer);

  /** SHA-256 of `bytes[0 .. length)` into `out` at `to` (8 words). */
  hash(length: number, out: Int32Array, to: number): void {
    if (length >= 120) throw new RangeError('ShortHasher hashes at most 119 bytes');
    const blocks = length < 56 ? 1 : 2;
    this.bytes[length] = 0x80;
    this.bytes.fill(0, length + 1, blocks * 64 - 4);
    this.view.setUint32(blocks * 64 - 4, length * 8);
    out.set(IV, to);
    for (let k = 0; k < blocks; k += 1) {
      for (let i = 0; i < 16; i += 1) W[i] = this.view.getInt32(k * 64 + i * 4);
      expand(W);
      compress(out, to, W);
    }
  }
}

/** A digest (8 words at `at`) as 64 hex digits. */
export function hexOfWords(words: Int32Array, at: number): string {
  let hex = '';
  for (let i = 0; i < 8; i += 1) hex += ((words[at + i] as number) >>> 0).toString(16).padStart(8, '0');
  return hex;
}

import path from 'node:path';

// Issue 35 item 12: an upload's type is what its first bytes are, checked against what the client
// declared. Each media type a contract operation may accept (its `encoding.<field>.contentType`) has a
// signature here; a file whose bytes match none of its field's types is refused, so an HTML page
// or an SVG with scripts never becomes a "PDF" or an "image" (ADR 0019, addendum).

/** Bytes the sniffing reads from the start of each upload. */
export const HEAD_BYTES = 4096;

type Magic = readonly (readonly [offset: number, bytes: string])[];

interface Signature {
  /** What a person calls it, in messages. */
  label: string;
  /** Byte patterns (hex) at fixed offsets; all must match. */
  magic?: Magic;
  /** Text formats have no magic: printable text that is not markup (and starts as `text` says). */
  text?: { contains?: string };
  /** Extensions that tell apart formats sharing a container (zip). */
  ext?: readonly string[];
}

const hex = (ascii: string) => Buffer.from(ascii, 'latin1').toString('hex');
const ZIP: Magic = [[0, '504b0304']];

export const SIGNATURES: Readonly<Record<string, Signature>> = {
  'application/pdf': { label: 'PDF', magic: [[0, hex('%PDF-')]] },
  'image/png': { label: 'PNG', magic: [[0, '89504e470d0a1a0a']] },
  'image/jpeg': { label: 'JPEG', magic: [[0, 'ffd8ff']] },
  'image/webp': {
    label: 'WebP',
    magic: [
      [0, hex('RIFF')],
      [8, hex('WEBP')],
    ],
  },
  'video/mp4': { label: 'MP4', magic: [[4, hex('ftyp')]] },
  'video/webm': { label: 'WebM', magic: [[0, '1a45dfa3']] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'XLSX', magic: ZIP, ext: ['.xlsx'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    label: 'DOCX',
    magic: ZIP,
    ext: ['.docx'],
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    label: 'PPTX',
    magic: ZIP,
    ext: ['.pptx'],
  },
  // PKCS #12 is a DER SEQUENCE: 0x30 and a long-form length.
  'application/x-pkcs12': { label: 'PFX', magic: [[0, '30']], ext: ['.pfx', '.p12'] },
  'application/x-pem-file': { label: 'PEM', text: { contains: '-----BEGIN ' } },
  'text/csv': { label: 'CSV', text: {} },
};

const matches = (head: Buffer, magic: Magic) =>
  magic.every(([at, bytes]) => head.subarray(at, at + bytes.length / 2).toString('hex') === bytes);

const der = (head: Buffer) => head[0] === 0x30 && (head[1] ?? 0) >= 0x80 && (head[1] ?? 0) <= 0x84;

// Markup a browser would run or render: refused in every text format.
const MARKUP = /<\s*(script|svg|html|!doctype|\?xml|iframe|object|embed|body|head|meta|link|style|img)\b/i;

/** Printable text (UTF-8 or Latin-1: tabs and line breaks, no other control bytes) that is not markup. */
function isPlainText(head: Buffer): boolean {
  for (const b of head)
    if (b === 0x7f || (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c)) return false;
  const text = head.toString('latin1').replace(/^\xef\xbb\xbf/, '');
  return !text.trimStart().startsWith('<') && !MARKUP.test(text);
}

/** A page or drawing a browser would render: refused even where a field declares no types. */
export const isMarkup = (head: Buffer): boolean => {
  const text = head
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
  return text.startsWith('<') || MARKUP.test(text.slice(0, 1024));
};

function fits(head: Buffer, type: string): boolean {
  const sig = SIGNATURES[type];
  if (!sig) return false;
  if (sig.text) return isPlainText(head) && head.toString('latin1').includes(sig.text.contains ?? '');
  if (type === 'application/x-pkcs12') return der(head);
  return sig.magic !== undefined && matches(head, sig.magic);
}

// Declared types that say nothing (the browser did not know the extension), and other names of ours.
const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const ALIASES: Readonly<Record<string, string>> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'application/x-pdf': 'application/pdf',
  'application/pkcs12': 'application/x-pkcs12',
  'application/x-x509-ca-cert': 'application/x-pem-file',
  'application/pem-certificate-chain': 'application/x-pem-file',
};

/**
 * The allowed type the first bytes of an upload are, or undefined. A declared type must be an
 * allowed one and the bytes must be it; a generic one (octet-stream, none) leaves it to the bytes.
 * Formats sharing a container (xlsx and docx are both zip) are then told apart by extension.
 */
export function sniff(
  head: Buffer,
  allowed: readonly string[],
  declared: string,
  filename: string,
): string | undefined {
  const named = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  const type = ALIASES[named] ?? named;
  if (!GENERIC.has(type)) return allowed.includes(type) && fits(head, type) ? type : undefined;
  const candidates = allowed.filter((t) => fits(head, t));
  if (candidates.length <= 1) return candidates[0];
  const ext = path.extname(filename).toLowerCase();
  return candidates.find((t) => SIGNATURES[t]?.ext?.includes(ext)) ?? candidates[0];
}

/** "PDF, PNG, JPEG": the allowed types as a person names them. */
export const labels = (allowed: readonly string[]): string => allowed.map((t) => SIGNATURES[t]?.label ?? t).join(', ');

/** Reads `encoding.<field>.contentType` ("a, b") of a multipart media type into field → types. */
export function fileTypesOf(encoding: unknown): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (!encoding || typeof encoding !== 'object') return out;
  for (const [field, value] of Object.entries(encoding as Record<string, { contentType?: unknown }>)) {
    if (typeof value?.contentType !== 'string') continue;
    out.set(
      field,
      value.contentType.split(',').map((t) => t.trim().toLowerCase()),
    );
  }
  return out;
}

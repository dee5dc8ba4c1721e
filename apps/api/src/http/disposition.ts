/**
 * Content-Disposition of a download: a plain ASCII `filename` for old clients and the exact name
 * as RFC 5987 `filename*` (UTF-8, percent-encoded), so accents and quotes survive.
 */
export function attachment(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

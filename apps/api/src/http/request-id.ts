import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

// A caller may name its request (X-Request-Id) to follow it through our logs, but the id is echoed
// in a header and written to every log line: an 8,000-character or multi-line id would bloat both
// and could forge log entries. A short id of safe characters is kept; anything else gets our own.
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

export const MAX_REQUEST_ID = 64;

export function requestId(req: IncomingMessage): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_ID.test(sent) ? sent : randomUUID();
}

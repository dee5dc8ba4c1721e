import type { Outbound } from './client';

/** The largest JSON answer read (a month of CCEE records is a few MB): more is refused, not buffered. */
export const MAX_JSON_BYTES = 32 * 1024 * 1024;

/**
 * A JSON answer, whole, within timeoutMs (head and body). A non-2xx status, an answer larger than
 * maxBytes or one that is not JSON fail like an unreachable host: the same OutboundError.
 */
export async function fetchJson(
  outbound: Outbound,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  maxBytes = MAX_JSON_BYTES,
): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  const res = await outbound.fetch(url, { ...init, signal });
  if (!res.ok) {
    await res.body?.cancel();
    throw outbound.fail(url, `HTTP ${res.status}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  try {
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      size += part.value.length;
      if (size > maxBytes) throw new Error(`answer larger than ${maxBytes} bytes`);
      chunks.push(part.value);
    }
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch (err) {
    await reader?.cancel().catch(() => undefined);
    throw outbound.fail(url, signal.aborted ? 'timed out' : (err as Error).message);
  }
}

import { Webhook } from 'standardwebhooks';
import type { Outbound } from '../connectors/outbound';
import type { EventEnvelope } from '../events/envelope';

export interface Attempt {
  attemptedAt: Date;
  durationMs: number;
  /** The receiver's status, or null when none came. */
  responseCode: number | null;
  error: string | null;
  ok: boolean;
}

/** The body and headers of one delivery: signed now, with the envelope's id as webhook-id. */
export function signedRequest(secret: string, envelope: EventEnvelope, now = new Date()) {
  const body = JSON.stringify(envelope);
  const signature = new Webhook(secret).sign(envelope.id, now, body);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'rec-ledger-webhooks/1',
      'webhook-id': envelope.id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature,
    },
  };
}

/** One POST through the outbound client (https only, ADR 0078); a 2xx is a delivery. */
export async function sendOnce(
  outbound: Outbound,
  url: string,
  secret: string,
  envelope: EventEnvelope,
  timeoutMs: number,
): Promise<Attempt> {
  const attemptedAt = new Date();
  const started = performance.now();
  const { body, headers } = signedRequest(secret, envelope, attemptedAt);
  const done = (responseCode: number | null, error: string | null): Attempt => ({
    attemptedAt,
    durationMs: Math.round(performance.now() - started),
    responseCode,
    error,
    ok: responseCode !== null && responseCode >= 200 && responseCode < 300,
  });
  try {
    const res = await outbound.fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(timeoutMs) });
    // The answer's body is not kept: only its status says whether the receiver took the event.
    await res.body?.cancel();
    return done(res.status, null);
  } catch (err) {
    return done(null, String((err as Error).message ?? err).slice(0, 300));
  }
}

import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { components } from '../schema.gen';

/** What a webhook delivers: the envelope of the contract's `webhooks` section (ADR 0115). */
export type WebhookEnvelope = components['schemas']['EventEnvelope'];

/** Request headers as Node (`req.headers`), fetch (`Headers`) or a plain record give them. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

function plain(headers: WebhookHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v !== undefined) out[name.toLowerCase()] = v;
  }
  return out;
}

/**
 * Checks a delivery with the Standard Webhooks scheme (the `standardwebhooks` library): the
 * signature of `webhook-id.webhook-timestamp.body` under the subscription's `whsec_` secret, and a
 * timestamp within five minutes. Pass the raw body exactly as received (not re-serialised JSON).
 * Answers the envelope, or false when the signature, the secret or the timestamp does not hold.
 */
export function verifyWebhook(headers: WebhookHeaders, body: string | Buffer, secret: string): WebhookEnvelope | false {
  try {
    return new Webhook(secret).verify(body, plain(headers)) as WebhookEnvelope;
  } catch (err) {
    if (err instanceof WebhookVerificationError) return false;
    // A malformed secret (not whsec_ + base64) is the caller's mistake, not a forged delivery.
    throw err;
  }
}

import { randomBytes } from 'node:crypto';

/** A Standard Webhooks signing key: `whsec_` and 32 random bytes in base64 (shown once). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

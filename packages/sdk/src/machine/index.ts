// `@rec/sdk/machine`: what another system needs to call the API without a person (issue 40 item 5).
export type { ApiClient } from '../client';
export { createMachineClient, type MachineClientOptions, tokenUrlOf } from './client';
export { type MachineRetry, machineMiddleware, retryAfterMs } from './middleware';
export { type CursorItem, type CursorPath, type CursorQuery, PageError, paginate } from './paginate';
export { type ClientCredentials, clientCredentials, TokenError, type TokenSource } from './token';
export { verifyWebhook, type WebhookEnvelope, type WebhookHeaders } from './webhook';

import type { Schemas } from '@rec/sdk';

// What happened to an account's access (issue 42 item 3, ADR 0122): recorded by the server in the
// change's transaction, listed for the registry's admins. `<family>.<what happened>` like the
// domain events, but never delivered to organisations (no webhook, no notification).
export const SECURITY_EVENT_TYPES = [
  'auth.signed_in',
  'auth.second_factor_failed',
  'auth.recovery_code_used',
  'auth.password_changed',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_codes_regenerated',
  'session.revoked',
  'session.revoked_all',
  'machine_client.secret_rotated',
] as const;

export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

// The contract's SecurityEvent.type enum and this list are one set; drift fails the typecheck.
type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const SECURITY_EVENT_TYPES_MATCH_CONTRACT: SameSet<SecurityEventType, Schemas['SecurityEvent']['type']> = true;

export const isSecurityEventType = (value: string): value is SecurityEventType =>
  (SECURITY_EVENT_TYPES as readonly string[]).includes(value);

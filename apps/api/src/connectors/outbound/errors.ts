import { SERVER_TEXTS, serverText } from '@rec/domain';
/** What callers and users see of any failed outbound request: never why (ADR 0078). */
export const OUTBOUND_FAILED = serverText(SERVER_TEXTS.naoFoiPossivelConectarServico);

/**
 * A failed outbound request. The message is the same whatever happened — refused address,
 * closed port, timeout, an error status, an unreadable answer — so it cannot tell one port or
 * host from another; `detail` is for the log only.
 */
export class OutboundError extends Error {
  constructor(readonly detail: string) {
    super(OUTBOUND_FAILED);
    this.name = 'OutboundError';
  }
}

/** Where the detail goes (the server's logger). */
export interface OutboundLog {
  warn(obj: object, msg: string): void;
}

export const silentLog: OutboundLog = { warn() {} };

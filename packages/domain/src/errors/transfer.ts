import { FAILURE_MESSAGES } from './catalogue-failures';
import { GENERIC_MESSAGES } from './catalogue-generic';
import type { DomainMessage } from './entry';
import { isRecord } from './read-body';

const TRANSFER_FAILED = FAILURE_MESSAGES.transfers.create ?? GENERIC_MESSAGES.unexpected;

// A transfer can answer 2xx and still refuse: `status` is then not true and `data` says why (§8).
export const transferRefusal = (body: unknown): DomainMessage | undefined => {
  if (isRecord(body) && body.status === true) return undefined;
  const data = isRecord(body) && typeof body.data === 'string' && body.data.trim() !== '' ? body.data : undefined;
  return data ? { ...GENERIC_MESSAGES.raw, values: { message: data } } : TRANSFER_FAILED;
};

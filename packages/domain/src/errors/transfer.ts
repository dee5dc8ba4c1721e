import { GENERIC_MESSAGES } from './catalogue-generic';
import { type DomainMessage, entry } from './entry';
import { FAILURE_OVERRIDES } from './failure-texts';
import { isRecord } from './read-body';

// errors.transfers.create, read from its §8 override: the derived catalogue reads the registry,
// whose loaders lead back here through the transfers definition.
const TRANSFER_FAILED = entry('errors.transfers.create', FAILURE_OVERRIDES.transfers.create);

// The API's 404 on a new transfer: the source is picked from the user's own accounts, so an
// account it cannot find is the destination typed (apps/api/src/ledger/movements.ts, RL003).
export const DESTINATION_NOT_FOUND = entry('errors.transfer.destinationNotFound', 'Conta de destino não encontrada');

// A transfer can answer 2xx and still refuse: `status` is then not true and `data` says why (§8).
export const transferRefusal = (body: unknown): DomainMessage | undefined => {
  if (isRecord(body) && body.status === true) return undefined;
  const data = isRecord(body) && typeof body.data === 'string' && body.data.trim() !== '' ? body.data : undefined;
  return data ? { ...GENERIC_MESSAGES.raw, values: { message: data } } : TRANSFER_FAILED;
};

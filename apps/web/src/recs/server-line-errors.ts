import { type DomainMessage, InputError, type LineErrors, type RecRequestLine } from '@rec/domain';

const LINE_FIELDS: Record<string, keyof RecRequestLine> = {
  business_id: 'business_id',
  participant_id: 'participant_id',
  emissionVolume: 'volume',
  initial_period: 'period',
  final_period: 'period',
  granularity: 'granularity',
};

// The server's field errors on the lines they name ('participant_id' for one request,
// 'items.<index>.participant_id' for a batch), so the refused choice is marked where it was made.
export function serverLineErrors(error: unknown, count: number, message: DomainMessage): LineErrors[] | undefined {
  if (!(error instanceof InputError)) return undefined;
  const errors: LineErrors[] = Array.from({ length: count }, () => ({}));
  let found = false;
  for (const path of Object.keys(error.fieldErrors)) {
    const match = /^(?:items\.(\d+)\.)?(\w+)$/.exec(path);
    const key = match ? LINE_FIELDS[match[2] ?? ''] : undefined;
    const line = errors[Number(match?.[1] ?? 0)];
    if (!key || !line) continue;
    line[key] = message;
    found = true;
  }
  return found ? errors : undefined;
}

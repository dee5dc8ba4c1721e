import type { ApiClient, components } from '@rec/sdk';
import type { HourlySelectionBody } from '../hourly/move-form';
import { settle } from './read';

// Hourly transfers and retirements by hours (ADR 0092 addendum): a preview of what a selection
// moves (writes nothing) and the booked move. Not a resource's operations (the API lists them as
// server-only, ADR 0090), so screens reach them through these typed calls, failures thrown in the
// shape toDomainError reads.

export type HourlyMoveKind = 'transfer' | 'retirement';
export type HourlyMovePreview = components['schemas']['HourlyMovePreview'];
export type HourlyMoveResult = components['schemas']['HourlyMoveResult'];

/** What the move sends besides the selection (a transfer's destination, a retirement's beneficiary). */
export type HourlyTransferExtra = { destination_account_code: string; notes?: string | null };
export type HourlyRetirementExtra = {
  retirement_account_id: number;
  beneficiary_id: number;
  purpose: string;
  notes?: string | null;
};
export type HourlyMoveBody =
  | ({ kind: 'transfer'; selection: HourlySelectionBody } & HourlyTransferExtra)
  | ({ kind: 'retirement'; selection: HourlySelectionBody } & HourlyRetirementExtra);

/** POST /hourly/{transfers|retirements}/preview: what the selection would move now (writes nothing). */
export const previewHourlyMove = async (
  client: ApiClient,
  kind: HourlyMoveKind,
  selection: HourlySelectionBody,
): Promise<HourlyMovePreview> => {
  const path = kind === 'transfer' ? '/hourly/transfers/preview' : '/hourly/retirements/preview';
  return settle(await client.POST(path, { body: { selection } })) as HourlyMovePreview;
};

/** POST /hourly/{transfers|retirements}, once per intended move (the same key on every retry). */
export const bookHourlyMove = async (
  client: ApiClient,
  move: HourlyMoveBody,
  idempotencyKey: string,
): Promise<HourlyMoveResult> => {
  const params = { header: { 'Idempotency-Key': idempotencyKey } };
  if (move.kind === 'transfer') {
    const { kind: _t, ...body } = move;
    return settle(await client.POST('/hourly/transfers', { params, body })) as HourlyMoveResult;
  }
  const { kind: _r, ...body } = move;
  return settle(await client.POST('/hourly/retirements', { params, body })) as HourlyMoveResult;
};

import { createApiClient } from '@rec/sdk';
import { describe, expect, it } from 'vitest';
import { toDomainError } from '../errors/to-domain-error';
import { bookHourlyMove, previewHourlyMove } from './hourly-moves';

// The hourly moves' calls as the API receives them: the preview sends the selection alone, the
// move its whole body with the form's one Idempotency-Key; a refusal throws what toDomainError reads.

type Seen = { url: string; body: unknown; key: string | null };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const clientAnswering = (status: number, answer: unknown) => {
  const seen: Seen[] = [];
  const fetch = async (input: Request) => {
    seen.push({ url: input.url, body: JSON.parse(await input.text()), key: input.headers.get('idempotency-key') });
    return json(status, answer);
  };
  return { client: createApiClient({ baseUrl: 'http://api.test/v1', fetch: fetch as typeof globalThis.fetch }), seen };
};

const selection = { account_id: 3, from: '2026-07-01T03:00:00.000Z', to: '2026-08-01T03:00:00.000Z', volume: 'all' };
const figures = { bundles: 1, wh: '1000', mwh: '0.001000', hours: [] };

describe('hourly move calls', () => {
  it('previews a transfer or a retirement from the selection alone', async () => {
    const { client, seen } = clientAnswering(200, figures);
    expect(await previewHourlyMove(client, 'transfer', selection)).toEqual(figures);
    await previewHourlyMove(client, 'retirement', selection);
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      ['http://api.test/v1/hourly/transfers/preview', { selection }],
      ['http://api.test/v1/hourly/retirements/preview', { selection }],
    ]);
  });

  it('books the move with its body and idempotency key', async () => {
    const booked = { ...figures, ledger_id: 9, movement_seq: 2, merkle_root: 'a'.repeat(64) };
    const { client, seen } = clientAnswering(201, booked);
    const transfer = { kind: 'transfer', selection, destination_account_code: 'BR-P2', notes: null } as const;
    expect(await bookHourlyMove(client, transfer, 'k-1')).toEqual(booked);
    const retirement = {
      kind: 'retirement',
      selection,
      retirement_account_id: 4,
      beneficiary_id: 1,
      purpose: 'Escopo 2',
    } as const;
    await bookHourlyMove(client, retirement, 'k-2');
    expect(seen).toEqual([
      {
        url: 'http://api.test/v1/hourly/transfers',
        body: { selection, destination_account_code: 'BR-P2', notes: null },
        key: 'k-1',
      },
      {
        url: 'http://api.test/v1/hourly/retirements',
        body: { selection, retirement_account_id: 4, beneficiary_id: 1, purpose: 'Escopo 2' },
        key: 'k-2',
      },
    ]);
  });

  it('throws a refusal with its code', async () => {
    const { client } = clientAnswering(409, { code: 'INSUFFICIENT_BALANCE', message: 'Saldo insuficiente' });
    const failed = await previewHourlyMove(client, 'transfer', selection).catch((e: unknown) => e);
    expect(toDomainError(failed).code).toBe('INSUFFICIENT_BALANCE');
  });
});

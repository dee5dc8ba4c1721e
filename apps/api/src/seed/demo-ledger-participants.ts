import type { ApiClient } from '@rec/sdk';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { fromMicro, toMicro } from '../ledger/decimal';
import { cnpj } from '../lib/cnpj';
import { monthsAgo, ok, share } from './demo-ledger-support';

// What each demo participant does with the certificates issued to it: a retirement account, two
// beneficiaries with their consumption, a transfer to the next participant, a redemption, and a
// redemption automation that has run once.

const BENEFICIARIES = [
  { name: 'Metalúrgica Gaúcha S.A.', location: 'Caxias do Sul - RS' },
  { name: 'Rede de Supermercados Boa Compra Ltda', location: 'Recife - PE' },
  { name: 'Hospital Santa Luzia', location: 'Belo Horizonte - MG' },
  { name: 'Têxtil Vale do Itajaí S.A.', location: 'Blumenau - SC' },
  { name: 'Data Center Planalto Ltda', location: 'Brasília - DF' },
  { name: 'Cervejaria Serra Gaúcha Ltda', location: 'Bento Gonçalves - RS' },
];

export interface ParticipantCounts {
  transfers: number;
  redemptions: number;
  beneficiaries: number;
  automations: number;
}

async function holdingsOf(db: Kysely<DB>, accountId: number) {
  return db
    .selectFrom('holdings as h')
    .innerJoin('recs as r', 'r.id', 'h.rec_id')
    .select(['h.rec_id', 'h.volume', 'r.business_id'])
    .where('h.account_id', '=', accountId)
    .where('h.volume', '>', '0')
    .orderBy('h.rec_id')
    .execute();
}

export async function participate(
  db: Kysely<DB>,
  me: ApiClient,
  index: number,
  participantName: string,
  nextName: string,
  now: Date,
): Promise<ParticipantCounts> {
  const counts: ParticipantCounts = { transfers: 0, redemptions: 0, beneficiaries: 0, automations: 0 };
  const accountOf = (name: string, type: 'trade' | 'retirement') =>
    db
      .selectFrom('accounts as a')
      .innerJoin('participants as p', 'p.id', 'a.participant_id')
      .select(['a.id', 'a.accountCode', 'a.participant_id'])
      .where('p.name', '=', name)
      .where('a.accountType', '=', type)
      .orderBy('a.id')
      .executeTakeFirst();
  const trade = await accountOf(participantName, 'trade');
  if (!trade) return counts; // nothing was issued to it
  const retirement = await ok(
    'retirement account',
    me.POST('/retirements', {
      body: { accountType: 'retirement', accountName: `Aposentadoria ${now.getUTCFullYear()}` },
    }),
  );
  const last = monthsAgo(now, 1);
  const beneficiaryIds: number[] = [];
  for (const [b, who] of BENEFICIARIES.slice(index * 2, index * 2 + 2).entries()) {
    const consumptions = [3, 2, 1].map((n) => {
      const m = monthsAgo(now, n);
      return { period_start: m.first, period_end: m.last, volume: `${1200 + 150 * n + 40 * b}.000000` };
    });
    const created = await ok(
      'beneficiary',
      me.POST('/beneficiaries', {
        body: {
          name: who.name,
          country: 'BR',
          code: cnpj(`${88776655}${String(index * 2 + b + 1).padStart(4, '0')}`),
          location: who.location,
          consumptions,
        },
      }),
    );
    beneficiaryIds.push(created.id);
    counts.beneficiaries++;
  }
  const held = await holdingsOf(db, trade.id);
  const [first, second] = held;
  const destination = await accountOf(nextName, 'trade');
  if (first && destination) {
    await ok(
      'transfer',
      me.POST('/transfers', {
        body: {
          source_account_code: trade.accountCode,
          destination_account_code: destination.accountCode,
          items: [{ rec_id: first.rec_id, volume: share(String(first.volume), 10) }],
          notes: 'Venda bilateral — contrato demo',
        },
      }),
    );
    counts.transfers++;
  }
  const redeemFrom = second ?? first;
  if (redeemFrom && beneficiaryIds[0]) {
    await ok(
      'redemption',
      me.POST('/redemptions', {
        body: {
          trade_account_id: trade.id,
          retirement_account_id: retirement.id,
          beneficiary_id: beneficiaryIds[0],
          purpose: `Relato de emissões de escopo 2 — ${last.year}`,
          period_start: last.first,
          period_end: last.last,
          items: [{ rec_id: redeemFrom.rec_id, volume: share(String(redeemFrom.volume), 20) }],
        },
      }),
    );
    counts.redemptions++;
  }
  // The rule needs one of its own linked plants with volume still in the account.
  const linked = await db
    .selectFrom('participant_businesses')
    .select('business_id')
    .where('participant_id', '=', trade.participant_id)
    .where('status', '=', 'APROVADO')
    .execute();
  const left = await holdingsOf(db, trade.id);
  const plant = left.find((h) => toMicro(String(h.volume)) > 0n && linked.some((l) => l.business_id === h.business_id));
  if (plant && beneficiaryIds[1]) {
    const rule = await ok(
      'automation',
      me.POST('/redemptionsautomations', {
        body: {
          name: `${BENEFICIARIES[index * 2 + 1]?.name} — 15% mensal`,
          percentage: '15.00',
          order: 1,
          business_ids: [plant.business_id],
          beneficiary_id: beneficiaryIds[1],
          trade_account_id: trade.id,
          retirement_account_id: retirement.id,
          purpose: 'Consumo mensal',
        },
      }),
    );
    await ok(
      'automation run',
      me.GET('/redemptionsautomations/startautomation/{id}', { params: { path: { id: rule.id } } }),
    );
    counts.automations++;
  }
  return counts;
}

/** Daily USD and EUR rates to BRL for the last 30 days, as the exchange-rate import leaves them. */
export async function seedExchangeRates(db: Kysely<DB>, now: Date): Promise<number> {
  const rows = Array.from({ length: 30 }, (_, d) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - d - 1));
    const day = date.toISOString().slice(0, 10);
    const usd = 5_412_300 + ((d * 7919) % 90_000) - 45_000; // micro-BRL: 5.3673 … 5.4573
    const eur = 5_873_100 + ((d * 6271) % 110_000) - 55_000;
    return [
      {
        source_currency: 'USD' as const,
        destination_currency: 'BRL' as const,
        rate: fromMicro(BigInt(usd)),
        date: day,
      },
      {
        source_currency: 'EUR' as const,
        destination_currency: 'BRL' as const,
        rate: fromMicro(BigInt(eur)),
        date: day,
      },
    ];
  }).flat();
  await db.insertInto('exchanges').values(rows).execute();
  return rows.length;
}

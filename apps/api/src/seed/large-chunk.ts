import { canonical, GENESIS, hashOf } from '../ledger/audit';
import { fromMicro } from '../ledger/decimal';
import { intBetween } from './generation';

// One chunk of the large ledger, built in memory: emission requests in every state and both
// schemes, and for the issued ones the movements a registry sees — the issue to the participant's
// trade account, some transfers to other participants, some retirements — with their audit
// entries chained per account exactly as the ledger functions chain them (ADR 0006), holdings,
// and the invoices each event raises. Written column-wise by large-ledger.ts.

export interface Plant {
  id: number;
  registrant_id: number;
  participant_id: number;
}
export interface Party {
  participant_id: number;
  trade: { id: number; code: string };
  retirement: { id: number; code: string };
  beneficiaries: number[];
}
/** Chain heads and balances of every account, carried from chunk to chunk. */
export interface Heads {
  seq: Map<number, number>;
  hash: Map<number, string>;
  balance: Map<number, bigint>;
}
export interface Ids {
  rec: number;
  transfer: number;
  redemption: number;
  invoice: number;
}
export interface Chunk {
  recs: unknown[][];
  entries: unknown[][];
  holdings: unknown[][];
  transfers: unknown[][];
  transferItems: unknown[][];
  redemptions: unknown[][];
  redemptionItems: unknown[][];
  invoices: unknown[][];
}

/** Shares of the request states (approved requests carry the ledger). */
const STATES: [string, number][] = [
  ['approved', 0.7],
  ['pending', 0.12],
  ['refused', 0.08],
  ['blocked', 0.03],
  ['reverted', 0.07],
];
const PURPOSES = [
  'Compensação de emissões de escopo 2',
  'Consumo de energia renovável certificada',
  'Relatório de sustentabilidade — São Paulo',
  'Metas ESG de redução de emissões',
];
const DAY = 86_400_000;

function pick<T>(rand: () => number, shares: [T, number][]): T {
  let r = rand();
  for (const [value, share] of shares) {
    r -= share;
    if (r < 0) return value;
  }
  return (shares[0] as [T, number])[0];
}

const iso = (ms: number) => new Date(ms).toISOString();
const month = (ms: number) => iso(ms).slice(0, 7);
const money = (micro: bigint, centsPerMwh: bigint) => fromMicro((micro * centsPerMwh) / 100n).replace(/\d{4}$/, '');

export class ChunkBuilder {
  constructor(
    private readonly rand: () => number,
    private readonly heads: Heads,
    private readonly ids: Ids,
    /** The clock of the seeded history (ms), advanced by every event. */
    private clock: number,
  ) {}

  get now(): number {
    return this.clock;
  }

  private entry(c: Chunk, account: number, kind: string, ref: number, rec: number, delta: bigint) {
    const seq = (this.heads.seq.get(account) ?? 0) + 1;
    const prev = this.heads.hash.get(account) ?? GENESIS;
    const atMs = this.clock;
    const d = fromMicro(delta);
    const hash = hashOf(
      prev,
      canonical({ account_id: account, seq, kind: kind as 'issue', ref_id: ref, rec_id: rec, delta: d, atMs }),
    );
    c.entries.push([kind, ref, account, rec, d, iso(atMs), prev, hash, seq]);
    this.heads.seq.set(account, seq);
    this.heads.hash.set(account, hash);
    this.heads.balance.set(account, (this.heads.balance.get(account) ?? 0n) + delta);
  }

  private invoice(c: Chunk, row: Record<string, unknown>, micro: bigint, centsPerMwh: bigint) {
    const id = this.ids.invoice++;
    const status = pick(this.rand, [
      ['paid', 0.8],
      ['open', 0.15],
      ['blocked', 0.05],
    ]);
    const emitted = this.clock;
    c.invoices.push([
      id,
      row.kind,
      String(5_000_000_000 + id),
      row.registrant_id ?? null,
      row.participant_id ?? null,
      row.rec_id ?? null,
      row.redemption_id ?? null,
      row.volume ?? null,
      iso(emitted).slice(0, 10),
      iso(emitted + 30 * DAY).slice(0, 10),
      money(micro, centsPerMwh),
      status,
      status === 'paid' ? 'confirmed' : 'issued',
      status === 'paid' ? iso(emitted + 20 * DAY) : null,
      iso(emitted),
    ]);
  }

  /** One emission request, and for issued ones its movements. */
  request(c: Chunk, plant: Plant, parties: Map<number, Party>, others: Party[]) {
    const id = this.ids.rec++;
    this.clock += intBetween(this.rand, 1_000, 60_000);
    const status = pick(this.rand, STATES);
    const scheme = this.rand() < 0.75 ? 'irec' : 'rec_brazil';
    const produced = this.clock - intBetween(this.rand, 30, 330) * DAY;
    const period = month(produced);
    const micro = BigInt(intBetween(this.rand, 1, 5_000)) * 1_000_000n + BigInt(intBetween(this.rand, 0, 999)) * 1000n;
    const volume = fromMicro(micro);
    const decided = status === 'pending' ? null : iso(this.clock + DAY);
    c.recs.push([
      id,
      plant.id,
      plant.registrant_id,
      plant.participant_id,
      scheme,
      `${period}-01`,
      `${period}-28`,
      period,
      status,
      volume,
      status === 'approved' || status === 'reverted' ? decided : null,
      status === 'refused' || status === 'blocked' ? decided : null,
      status === 'refused' ? 'Geração não comprovada na CCEE' : null,
      iso(this.clock),
    ]);
    if (status !== 'approved' && status !== 'reverted') return;
    const own = parties.get(plant.participant_id) as Party;
    const trade = own.trade.id;
    this.entry(c, trade, 'issue', id, id, micro);
    this.invoice(c, { kind: 'emission', registrant_id: plant.registrant_id, rec_id: id }, micro, 45n);
    if (status === 'reverted') {
      this.entry(c, trade, 'revert', id, id, -micro);
      c.holdings.push([trade, id, '0.000000', volume]);
      return;
    }
    let left = micro;
    const roll = this.rand();
    if (roll < 0.15)
      left -= this.transfer(c, id, own, others[intBetween(this.rand, 0, others.length - 1)] as Party, micro / 2n);
    else if (roll < 0.25) left -= this.redeem(c, id, own, plant.registrant_id, micro / 3n);
    c.holdings.push([trade, id, fromMicro(left), volume]);
  }

  private transfer(c: Chunk, rec: number, from: Party, to: Party, micro: bigint): bigint {
    if (to.participant_id === from.participant_id || micro === 0n) return 0n;
    const id = this.ids.transfer++;
    this.clock += intBetween(this.rand, 1_000, 60_000);
    const v = fromMicro(micro);
    c.transfers.push([
      id,
      from.participant_id,
      from.trade.id,
      to.trade.id,
      from.trade.code,
      to.trade.code,
      v,
      iso(this.clock),
      iso(this.clock),
    ]);
    c.transferItems.push([id, rec, v]);
    this.entry(c, from.trade.id, 'transfer', id, rec, -micro);
    this.entry(c, to.trade.id, 'transfer', id, rec, micro);
    c.holdings.push([to.trade.id, rec, v, v]);
    return micro;
  }

  private redeem(c: Chunk, rec: number, own: Party, registrant: number, micro: bigint): bigint {
    if (micro === 0n) return 0n;
    const id = this.ids.redemption++;
    this.clock += intBetween(this.rand, 1_000, 60_000);
    const v = fromMicro(micro);
    const period = month(this.clock - 60 * DAY);
    const beneficiary = own.beneficiaries[intBetween(this.rand, 0, own.beneficiaries.length - 1)];
    const purpose = PURPOSES[intBetween(this.rand, 0, PURPOSES.length - 1)];
    c.redemptions.push([
      id,
      own.participant_id,
      registrant,
      own.trade.id,
      own.retirement.id,
      own.trade.code,
      beneficiary,
      v,
      purpose,
      `${period}-01`,
      `${period}-28`,
      iso(this.clock),
      iso(this.clock),
    ]);
    c.redemptionItems.push([id, rec, v]);
    this.entry(c, own.trade.id, 'redemption', id, rec, -micro);
    this.entry(c, own.retirement.id, 'redemption', id, rec, micro);
    c.holdings.push([own.retirement.id, rec, v, v]);
    this.invoice(
      c,
      { kind: 'redemption', participant_id: own.participant_id, redemption_id: id, volume: v },
      micro,
      30n,
    );
    return micro;
  }
}

export const emptyChunk = (): Chunk => ({
  recs: [],
  entries: [],
  holdings: [],
  transfers: [],
  transferItems: [],
  redemptions: [],
  redemptionItems: [],
  invoices: [],
});

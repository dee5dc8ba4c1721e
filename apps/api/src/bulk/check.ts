import { SERVER_TEXTS, serverText } from '@rec/domain';
import { fromMicro, toMicro } from '../ledger/decimal';
import { type BulkKind, labelOf } from './columns';
import { beneficiaryKey, type Lookups } from './lookups';
import type { BulkRecord, RowError } from './read';

// A bulk file's checks against the caller's accounts, holdings and beneficiaries, line by line and
// as a whole: lines are taken in file order against a running balance per (account, certificate),
// so the lines that together pass a holding are errors from the first one past it (and a line in
// error takes nothing, so a later smaller line may still fit). Pure: `lookUp` read the database.

/** A line as the contract's BulkRow shows it, with what booking it needs. */
export interface CheckedRow {
  line: number;
  source_account_code: string | null;
  rec_id: number | null;
  volume: string | null;
  destination_account_code: string | null;
  beneficiary_name: string | null;
  purpose: string | null;
  period_start: string | null;
  period_end: string | null;
  errors: RowError[];
  source_account_id?: number;
  beneficiary_id?: number;
}

export interface Checked {
  rows: CheckedRow[];
  summary: { key: string; rows: number; volume: string }[];
  total_volume: string;
  valid: number;
  retirement_account_id: number | null;
}

export function checkBulk(kind: BulkKind, participantId: number, records: readonly BulkRecord[], l: Lookups): Checked {
  const spent = new Map<string, bigint>();
  const groups = new Map<string, { rows: number; micro: bigint }>();
  let total = 0n;
  let valid = 0;
  const rows = records.map((r): CheckedRow => {
    const errors = [...r.errors];
    const fail = (key: Parameters<typeof labelOf>[1], message: string) =>
      errors.push({ column: labelOf(kind, key), message });
    const row: CheckedRow = {
      line: r.line,
      source_account_code: r.source_account_code,
      rec_id: r.rec_id,
      volume: r.volume,
      destination_account_code: r.destination_account_code,
      beneficiary_name: r.beneficiary,
      purpose: r.purpose,
      period_start: r.period_start,
      period_end: r.period_end,
      errors,
    };
    const source = r.source_account_code ? l.accounts.get(r.source_account_code) : undefined;
    if (r.source_account_code && (!source || source.participant_id !== participantId || source.type !== 'trade'))
      fail('source', serverText(SERVER_TEXTS.contaNaoSua, { code: r.source_account_code }));
    if (kind === 'transfers' && r.destination_account_code) {
      const dest = l.accounts.get(r.destination_account_code);
      if (dest?.type !== 'trade')
        fail('destination', serverText(SERVER_TEXTS.contaDestinoInexistente, { code: r.destination_account_code }));
      else if (dest.id === source?.id) fail('destination', serverText(SERVER_TEXTS.contaDestinoIgual));
      else if (dest.participant_id !== participantId && !dest.accepts_direct)
        fail('destination', serverText(SERVER_TEXTS.destinoSoOfertas, { code: r.destination_account_code }));
    }
    if (kind === 'retirements' && r.beneficiary) {
      const b = l.beneficiaries.get(beneficiaryKey(r.beneficiary));
      if (b === null) fail('beneficiary', serverText(SERVER_TEXTS.beneficiarioAmbiguo, { value: r.beneficiary }));
      else if (!b)
        fail('beneficiary', serverText(SERVER_TEXTS.loteBeneficiarioNaoEncontrado, { value: r.beneficiary }));
      else {
        row.beneficiary_id = b.id;
        row.beneficiary_name = b.name;
      }
      if (l.retirementAccount === null) fail('source', serverText(SERVER_TEXTS.semContaAposentadoria));
    }
    if (source && r.rec_id !== null && source.participant_id === participantId && source.type === 'trade') {
      row.source_account_id = source.id;
      const key = `${source.id}:${r.rec_id}`;
      const held = l.holdings.get(key);
      if (!held || held.micro === 0n)
        fail('rec', serverText(SERVER_TEXTS.certificadoSemSaldo, { code: r.source_account_code, rec: r.rec_id }));
      else if (held.hourly) fail('rec', serverText(SERVER_TEXTS.certificadoHorario, { rec: r.rec_id }));
      else if (r.volume !== null && !errors.length) {
        const wanted = (spent.get(key) ?? 0n) + toMicro(r.volume);
        if (wanted > held.micro)
          fail(
            'volume',
            serverText(SERVER_TEXTS.saldoExcedido, {
              pedido: fromMicro(wanted),
              rec: r.rec_id,
              saldo: fromMicro(held.micro),
              code: r.source_account_code,
            }),
          );
        else spent.set(key, wanted);
      }
    }
    if (!errors.length && r.volume !== null) {
      valid++;
      const micro = toMicro(r.volume);
      total += micro;
      const k = (kind === 'transfers' ? r.destination_account_code : row.beneficiary_name) ?? '';
      const g = groups.get(k) ?? { rows: 0, micro: 0n };
      groups.set(k, { rows: g.rows + 1, micro: g.micro + micro });
    }
    return row;
  });
  const summary = [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'pt-BR'))
    .map(([key, g]) => ({ key, rows: g.rows, volume: fromMicro(g.micro) }));
  return { rows, summary, total_volume: fromMicro(total), valid, retirement_account_id: l.retirementAccount };
}

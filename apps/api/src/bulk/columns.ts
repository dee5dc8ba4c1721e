import { SERVER_TEXTS, serverText } from '@rec/domain';
import { fold } from '../imports/cells';
import type { ColumnSpec } from '../imports/workbook';

// The columns of a bulk file (ADR 0127), as the templates spell them; a header is matched after
// folding (case, accents, punctuation), with a few other names people write.

export type BulkKind = 'transfers' | 'retirements';
export type BulkKey = 'source' | 'rec' | 'volume' | 'destination' | 'beneficiary' | 'purpose' | 'start' | 'end';

type Text = (typeof SERVER_TEXTS)[keyof typeof SERVER_TEXTS];

// A header is its label folded, or one of a few other names people write (single words).
const col = (key: BulkKey, text: Text, aliases: string[]): ColumnSpec<BulkKey> => {
  const label = serverText(text);
  return { key, label, aliases: [fold(label), ...aliases], required: true };
};

const SOURCE = col('source', SERVER_TEXTS.colunaContaOrigem, ['origem']);
const REC = col('rec', SERVER_TEXTS.colunaCertificado, ['emissao', 'rec']);
// A unit, not a word: the same in every language the files come in.
const VOLUME: ColumnSpec<BulkKey> = {
  key: 'volume',
  label: 'Volume (MWh)',
  aliases: ['volume mwh', 'volume', 'mwh'],
  required: true,
};

export const BULK_COLUMNS: Record<BulkKind, readonly ColumnSpec<BulkKey>[]> = {
  transfers: [SOURCE, REC, VOLUME, col('destination', SERVER_TEXTS.colunaContaDestino, ['destino'])],
  retirements: [
    SOURCE,
    REC,
    VOLUME,
    col('beneficiary', SERVER_TEXTS.beneficiario, ['cnpj']),
    col('purpose', SERVER_TEXTS.colunaFinalidade, ['proposito']),
    col('start', SERVER_TEXTS.colunaInicio, ['inicio']),
    col('end', SERVER_TEXTS.colunaFim, ['fim']),
  ],
};

export const labelOf = (kind: BulkKind, key: BulkKey): string =>
  BULK_COLUMNS[kind].find((c) => c.key === key)?.label ?? key;

/** The most lines a bulk file may have: a job books them in one transaction (ADR 0127). */
export const MAX_BULK_LINES = 10_000;

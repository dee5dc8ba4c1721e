import type { ColumnSpec } from '../imports/workbook';

// The columns of a bulk file (ADR 0127), as the templates spell them; a header is matched after
// folding (case, accents, punctuation), with a few other names people write.

export type BulkKind = 'transfers' | 'retirements';
export type BulkKey = 'source' | 'rec' | 'volume' | 'destination' | 'beneficiary' | 'purpose' | 'start' | 'end';

const col = (key: BulkKey, label: string, aliases: string[]): ColumnSpec<BulkKey> => ({
  key,
  label,
  aliases,
  required: true,
});

const SOURCE = col('source', 'Conta de origem', ['conta de origem', 'conta origem', 'origem']);
const REC = col('rec', 'Certificado', ['certificado', 'id do certificado', 'emissao', 'id da emissao', 'rec id']);
const VOLUME = col('volume', 'Volume (MWh)', ['volume mwh', 'volume', 'mwh']);

export const BULK_COLUMNS: Record<BulkKind, readonly ColumnSpec<BulkKey>[]> = {
  transfers: [
    SOURCE,
    REC,
    VOLUME,
    col('destination', 'Conta de destino', ['conta de destino', 'conta destino', 'destino']),
  ],
  retirements: [
    SOURCE,
    REC,
    VOLUME,
    col('beneficiary', 'Beneficiário', ['beneficiario', 'beneficiario cnpj ou nome', 'cnpj do beneficiario']),
    col('purpose', 'Finalidade', ['finalidade', 'proposito']),
    col('start', 'Início do período', ['inicio do periodo', 'inicio', 'periodo inicio']),
    col('end', 'Fim do período', ['fim do periodo', 'fim', 'periodo fim']),
  ],
};

export const labelOf = (kind: BulkKind, key: BulkKey): string =>
  BULK_COLUMNS[kind].find((c) => c.key === key)?.label ?? key;

/** The most lines a bulk file may have: a job books them in one transaction (ADR 0127). */
export const MAX_BULK_LINES = 10_000;

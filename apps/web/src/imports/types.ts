// The answers the import screen reads (ImportPreview, CceeHourlyPreview, ImportJob), as far as it
// reads them: they arrive untyped through the registry-driven caller.
export type PreviewRow = {
  line: number;
  codeCEG: string;
  business_name?: string | null;
  registrant_name?: string | null;
  month: number;
  year: number;
  total: string;
  // An hourly-consumption row (ADR 0102): its hour (UTC instant), the clock its file wrote, tier, submarket.
  hour_start?: string;
  hour_clock?: 'utc' | 'local';
  tier?: 'meter' | 'profile' | 'estimate';
  submarket?: string;
  errors: string[];
};

export type LineError = { line: number; code: string; column: string | null; share_code?: string | null };
export type UnmappedShare = { share_code: string; plant_name?: string | null; lines: number; total: string };
export type DiffItem = {
  business_id: number;
  codeCEG: string;
  business_name?: string | null;
  change: 'new' | 'changed' | 'unchanged' | 'absent';
  total: string | null;
  previous_total: string | null;
};

export type CceeExtra = {
  month: number;
  year: number;
  version: number;
  lines: number;
  encodings: { utf8: number; latin1: number };
  line_errors: LineError[];
  line_error_total: number;
  unmapped_shares: UnmappedShare[];
  diff: {
    base_import_id: number | null;
    new: number;
    changed: number;
    unchanged: number;
    absent: number;
    items: DiffItem[];
  };
};

export type Preview = {
  id: number;
  kind: string;
  status?: string;
  rows: PreviewRow[];
  total: number;
  valid: number;
  invalid: number;
} & Partial<CceeExtra>;

export type Applied = { total: number; created: number; updated: number };

export type Job = {
  id: number;
  import_id: number;
  status: 'queued' | 'running' | 'committed' | 'failed';
  processed: number;
  total: number;
  code?: number | null;
  message?: string | null;
  blockchain?: { transactionHash?: string; transactionDate?: string } | null;
};

// Types of ccee-hourly-month.mjs (imported by the API tests).
export const COLUMNS: string[];
export function shareOf(i: number): { code: string; name: string; source: string; kind: string; submarket: string };
export function microAt(i: number, h: number): number;
export function headerLine(delimiter?: string): string;
export interface MonthOptions {
  year: number;
  month: number;
  shares: number;
  hours?: number;
  delimiter?: string;
  encodingOf?: (i: number, h: number) => 'utf8' | 'latin1';
  edit?: (fields: string[], i: number, h: number) => string[] | undefined;
  batch?: number;
}
export function monthLines(options: MonthOptions): Generator<string[]>;
export function monthFile(options: MonthOptions): Buffer;

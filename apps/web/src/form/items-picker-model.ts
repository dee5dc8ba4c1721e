import { type FieldDef, parseDecimalInput } from '@rec/domain';

// One picked row of an `items` field: the referenced record, the volume typed (pt text, parsed
// by the form schema), and what the summary calls it. Unknown keys are dropped by the schema.
export type PickedItem = Record<string, string>;

export const pickerFields = (field: FieldDef) => {
  const items = field.itemFields ?? [];
  return { ref: items.find((f) => f.reference), amount: items.find((f) => f.type === 'mwh') };
};

// Rows the sibling fields allow: scope { account_id: 'trade_account_id' } keeps the rows whose
// account_id is the chosen account. Null while a scoping field is still empty.
export const scopedRows = (
  rows: readonly Record<string, unknown>[],
  scope: Readonly<Record<string, string>>,
  siblings: Readonly<Record<string, unknown>>,
): Record<string, unknown>[] | null => {
  const wanted = Object.entries(scope).map(([column, sibling]) => [column, String(siblings[sibling] ?? '')] as const);
  if (wanted.some(([, value]) => value === '')) return null;
  return rows.filter((row) => wanted.every(([column, value]) => String(row[column] ?? '') === value));
};

// The contract decimals of the typed volumes, for an exact total.
export const typedVolumes = (items: readonly PickedItem[], amount: string): string[] =>
  items.flatMap((item) => {
    const parsed = parseDecimalInput(item[amount] ?? '');
    return parsed.ok ? [parsed.value] : [];
  });

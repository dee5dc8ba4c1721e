import type { ActionDef } from '@rec/domain';
import type { ReactElement } from 'react';

// One thing a row lets its reader do: a record action of the domain, or a way to the record
// (its detail page, its form, its removal). `name` is the accessible name (action + record), so
// a button and a menu item read alike to a screen reader; `label` is what a menu shows.
export type RowItem = {
  key: string;
  label: string;
  name: string;
  onClick: () => void;
  icon?: ReactElement;
  action?: ActionDef;
};

// A row shows one action and folds the rest into its "…" menu, so the actions column stays
// narrow and the data keeps the width (issue 36 item 6, ADR 0086). The one shown is the
// record's primary action (approve, mark as paid), else the way to its details or its form.
export const splitRow = (items: readonly RowItem[]): { shown: RowItem | null; folded: RowItem[] } => {
  const shown =
    items.find((item) => item.action?.tone === 'primary') ??
    items.find((item) => item.key === '__details' || item.key === '__edit') ??
    items[0] ??
    null;
  return { shown, folded: items.filter((item) => item !== shown) };
};

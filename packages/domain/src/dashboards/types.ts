import type { Label } from '../menus/route';
import type { Tree } from '../policy/roles';

/** How a widget's value is written: MWh with 6 decimals, counts as integers. */
export type WidgetFormat = 'mwh' | 'integer';
/** How a widget's category is written: a month YYYY-MM, a year, or the server's own text. */
export type CategoryFormat = 'period' | 'year' | 'text';

/** A list behind a figure: a route key and the filters it opens with (shown only when built and allowed). */
export type WidgetLink = { readonly route: string; readonly query?: Readonly<Record<string, string>> };

export type Figure = {
  readonly key: string;
  readonly label: Label;
  readonly format: WidgetFormat;
  readonly link?: WidgetLink;
};

/** Rows of a chart: one bar per category (year, month, technology, plant), one value each. */
export type SeriesShape = {
  readonly category: { readonly key: string; readonly format: CategoryFormat };
  readonly value: { readonly key: string; readonly label: Label; readonly format: WidgetFormat };
};

/** The columns of a table widget (the last approved emissions). */
export type TableColumn = {
  readonly key: string;
  readonly label: Label;
  readonly format: WidgetFormat | 'text' | 'period';
};

type Base = {
  readonly key: string;
  readonly title: Label;
  /** The GET path of the widget's call (one call per widget: each loads and fails on its own). */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number>>;
  readonly link: WidgetLink;
};

export type WidgetDef =
  | (Base & { readonly kind: 'figures'; readonly figures: readonly Figure[] })
  | (Base & { readonly kind: 'bars'; readonly shape: SeriesShape })
  | (Base & { readonly kind: 'table'; readonly columns: readonly TableColumn[] });

export type DashboardTree = Tree;

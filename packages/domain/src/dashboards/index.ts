import type { ApiClient } from '@rec/sdk';
import type { Label } from '../menus/route';
import type { Tree } from '../policy/roles';
import { readPath } from '../resources/read';
import { ADMIN_DASHBOARD } from './admin';
import { dl } from './label';
import { REGISTRANT_DASHBOARD } from './registrant';
import type { WidgetDef } from './types';

export type {
  CategoryFormat,
  Figure,
  SeriesShape,
  TableColumn,
  WidgetDef,
  WidgetFormat,
  WidgetLink,
} from './types';
export { ADMIN_DASHBOARD, REGISTRANT_DASHBOARD };

/**
 * The widgets of each tree's dashboard, as data: one generic widget component renders any of them.
 * The participant's home has none of its own (§2: its dashboard is the retirement list's).
 */
export const DASHBOARDS: Readonly<Record<Tree, readonly WidgetDef[]>> = {
  backoffice: ADMIN_DASHBOARD,
  registrant: REGISTRANT_DASHBOARD,
  participant: [],
};

/** Texts every widget shares (its states, its table alternative, its link). */
export const WIDGET_MESSAGES = {
  failed: dl('widget.failed', 'Não foi possível carregar este indicador.'),
  retry: dl('widget.retry', 'Tentar novamente'),
  loading: dl('widget.loading', 'Carregando indicador…'),
  empty: dl('widget.empty', 'Ainda não há dados para este indicador.'),
  table: dl('widget.table', 'Ver os dados em tabela'),
  open: dl('widget.open', 'Ver a lista'),
  category: dl('widget.category', 'Categoria'),
  // The value axis's title of a time chart.
  unitMwh: dl('widget.unitMwh', 'MWh'),
  unitMoney: dl('widget.unitMoney', 'R$'),
} as const satisfies Record<string, Label>;

/** Every text of every dashboard (for the message catalogue). */
export const dashboardLabels = (): Label[] => [
  ...Object.values(WIDGET_MESSAGES),
  ...Object.values(DASHBOARDS)
    .flat()
    .flatMap((w) => [
      w.title,
      ...(w.kind === 'figures' ? w.figures.map((f) => f.label) : []),
      ...(w.kind === 'bars' ? [w.shape.value.label] : []),
      ...(w.kind === 'table' ? w.columns.map((c) => c.label) : []),
    ]),
];

/** A widget's one call: its answer, or the failure toDomainError reads. */
export const fetchWidget = (client: ApiClient, widget: WidgetDef): Promise<unknown> =>
  readPath(client, widget.path, widget.query ? { query: widget.query } : {});

import type { DomainError } from '../errors/domain-error';
import { toDomainError } from '../errors/to-domain-error';
import { IllegalTransitionError } from './illegal-transition';

export const ADMIN_WIDGETS = [
  'topNumbers',
  'mwhByYear',
  'businessByTechnology',
  'approvedRecsByEmission',
  'approvedRecsByProduction',
] as const;
export const REGISTRANT_WIDGETS = [
  'topNumbers',
  'approvedRecsByYear',
  'availableMwhForEmission',
  'businessBySource',
  'lastApprovedRecs',
] as const;

export type WidgetState<T> = { data: T | null; loading: boolean; error: DomainError | null };
export type WidgetAction<T> = { type: 'start' } | { type: 'success'; payload: T } | { type: 'failure'; error: unknown };

export const initialWidget = <T>(): WidgetState<T> => ({ data: null, loading: false, error: null });

// Each widget loads on its own, so one failing chart leaves the others on screen (§4).
export const widgetReducer = <T>(state: WidgetState<T>, action: WidgetAction<T>): WidgetState<T> => {
  if (action.type === 'start') return { data: null, loading: true, error: null };
  if (!state.loading) throw new IllegalTransitionError('dashboardWidget', 'idle', action.type);
  if (action.type === 'success') return { data: action.payload, loading: false, error: null };
  return { data: null, loading: false, error: toDomainError(action.error) };
};

export type DashboardState<K extends string> = Readonly<Record<K, WidgetState<unknown>>>;
export type DashboardAction<K extends string> = WidgetAction<unknown> & { widget: K };

export const initialDashboard = <K extends string>(widgets: readonly K[]): DashboardState<K> =>
  Object.fromEntries(widgets.map((w) => [w, initialWidget()])) as DashboardState<K>;

export const dashboardReducer = <K extends string>(
  state: DashboardState<K>,
  action: DashboardAction<NoInfer<K>>,
): DashboardState<K> => {
  if (!Object.hasOwn(state, action.widget))
    throw new IllegalTransitionError('dashboard', 'loaded', `${action.type}:${action.widget}`);
  return { ...state, [action.widget]: widgetReducer(state[action.widget], action) };
};

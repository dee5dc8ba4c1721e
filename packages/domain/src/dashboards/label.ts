import type { Label } from '../menus/route';
import type { CategoryFormat, SeriesShape, WidgetDef, WidgetLink } from './types';

/** A dashboard text: ids dashboard.<dashboard>.<widget>.<part>. */
export const dl = (id: string, defaultMessage: string): Label => ({ id: `dashboard.${id}`, defaultMessage });

// The values the bar widgets show, shared by both dashboards.
export const VOLUME: SeriesShape['value'] = { key: 'volume', label: dl('value.volume', 'Volume (MWh)'), format: 'mwh' };
export const PLANTS: SeriesShape['value'] = {
  key: 'count',
  label: dl('value.businesses', 'Empreendimentos'),
  format: 'integer',
};
export const APPROVED = { status: 'approved' } as const;

type BarsSpec = {
  path: string;
  title: string;
  link: WidgetLink;
  category: [string, CategoryFormat];
  value: SeriesShape['value'];
};

/** A bar widget of a dashboard (`tree` prefixes its title's id). */
export const bars = (tree: string, key: string, spec: BarsSpec): WidgetDef => ({
  key,
  kind: 'bars',
  title: dl(`${tree}.${key}.title`, spec.title),
  path: spec.path,
  link: spec.link,
  shape: { category: { key: spec.category[0], format: spec.category[1] }, value: spec.value },
});

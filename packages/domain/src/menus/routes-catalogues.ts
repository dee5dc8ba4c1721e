import { REGISTRATIONS } from '../resources/defs/index';
import type { ResourceName } from '../resources/names';
import { MENU_GROUPS } from './groups';
import { type RouteDef, routesOf } from './route';

const r = routesOf('backoffice');
const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const groupIcon = (group: string): string => {
  const found = MENU_GROUPS.backoffice.find((g) => g.key === group);
  // A registration naming no admin group would add screens no menu shows: fail at load, in every test.
  if (!found) throw new Error(`menu group ${group} is not an admin group`);
  return found.icon;
};

/**
 * The admin screens of the plain catalogues whose registration has a `menu` (ADR 0093): a list in
 * its group and a form, at /backoffice/<name>/. Their pt labels are the registration's nouns; the
 * other languages' come from the resource's texts file (`@route.list`, `@route.register`).
 */
export const CATALOGUE_ROUTES: readonly RouteDef[] = Object.entries(REGISTRATIONS).flatMap(([name, reg]) => {
  if (!reg.menu) return [];
  const resource = name as ResourceName;
  const [one, many] = reg.noun;
  const icon = reg.menu.icon ?? groupIcon(reg.menu.group);
  groupIcon(reg.menu.group); // checked even when the list names its own icon
  return [
    r(`${name}/list`, resource, 'list', 'list', capitalised(many), icon, { group: reg.menu.group, status: 'ready' }),
    r(`${name}/register`, resource, 'create', 'form', capitalised(one), 'Add24Regular', { status: 'ready' }),
  ];
});

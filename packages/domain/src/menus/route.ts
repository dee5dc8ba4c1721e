import type { Tree } from '../policy/roles';
import type { Action, PolicyResource } from '../resources/names';

export type ScreenKind = 'auth' | 'dashboard' | 'list' | 'form' | 'show' | 'import' | 'report' | 'custom';
export type RouteTree = 'public' | Tree;
export type RouteStatus = 'ready' | 'planned';
export type Label = { readonly id: string; readonly defaultMessage: string };

// One row per screen. Menus, the web router and the session guard all read this table.
export type RouteDef = {
  readonly key: string;
  readonly path: string;
  readonly tree: RouteTree;
  readonly resource: PolicyResource | null;
  readonly action: Action | null;
  readonly kind: ScreenKind;
  readonly label: Label;
  readonly icon: string;
  readonly group: string | null;
  readonly status: RouteStatus;
  // A list's fixed filter (enterprises/request shows the pending ones), sent with every query.
  readonly preset: Readonly<Record<string, string>> | null;
  // A form's fields filled from the address (connection_with_participant/register?id= names the
  // registrant, §2) or else from the session's own organisation (a participant's own id on its
  // connection request), or a detail page's record: `id` from the session's own organisation.
  readonly fill: Readonly<Record<string, string>> | null;
  readonly own: 'registrantId' | 'participantId' | null;
  // A detail page titled by its route rather than its resource: a participant's connected plant
  // is a plant to its reader, not a link row.
  readonly titled: boolean;
  // A list's first columns when they differ from the resource's (approved emissions show the
  // approval date, rejected ones the rejection date); the column picker offers the others.
  readonly columns: readonly string[] | null;
  // A list filter's choices narrowed to what the route can show (the rejected list: its statuses).
  readonly narrow: Readonly<Record<string, readonly string[]>> | null;
  // A page about one record of its resource (a beneficiary's coverage), opened with ?id= from a
  // row action of the resource's list, labelled by this route; it has no menu entry of its own.
  readonly row: boolean;
};

export const PREFIX: Readonly<Record<RouteTree, string>> = {
  public: '',
  backoffice: '/backoffice',
  registrant: '/users',
  participant: '/users',
};

type Options = {
  group?: string;
  status?: RouteStatus;
  key?: string;
  preset?: Record<string, string>;
  fill?: Record<string, string>;
  own?: 'registrantId' | 'participantId';
  titled?: boolean;
  columns?: readonly string[];
  narrow?: Record<string, readonly string[]>;
  row?: boolean;
};

// A compact row builder: the key and the i18n id both come from the tree and the path.
export const routesOf =
  (tree: RouteTree) =>
  (
    subpath: string,
    resource: PolicyResource | null,
    action: Action | null,
    kind: ScreenKind,
    defaultMessage: string,
    icon: string,
    options: Options = {},
  ): RouteDef => {
    const name = options.key ?? subpath.replaceAll('/', '.');
    return {
      key: `${tree}.${name}`,
      path: `${PREFIX[tree]}/${subpath}`,
      tree,
      resource,
      action,
      kind,
      label: { id: `routes.${tree}.${name}`, defaultMessage },
      icon,
      group: options.group ?? null,
      status: options.status ?? 'planned',
      preset: options.preset ?? null,
      fill: options.fill ?? null,
      own: options.own ?? null,
      titled: options.titled ?? false,
      columns: options.columns ?? null,
      narrow: options.narrow ?? null,
      row: options.row ?? false,
    };
  };

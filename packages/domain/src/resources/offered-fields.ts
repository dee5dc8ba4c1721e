import { canAccess } from '../policy/policy';
import { isRole, treeOf } from '../policy/roles';
import { hiddenFor } from './hidden-fields';
import type { ResourceName } from './names';
import { formFields } from './schemas';
import type { FieldDef, FormMode } from './types';

// A reference the role may not list (a registrant's staff never pick a registrant) and a field the
// role's tree never fills are not offered: the server fills them from the session, or the route
// from the address (ADR 0025). A choice of roles offers only the roles of the user's own tree.

export const offeredFields = (role: string | null | undefined, name: ResourceName, mode: FormMode): FieldDef[] => {
  const tree = treeOf(role);
  const hidden = hiddenFor(role, name);
  return formFields(name, mode)
    .filter(
      (field) =>
        !hidden.includes(field.name) &&
        (field.input !== 'select' ||
          !field.reference ||
          field.lookup !== undefined ||
          canAccess(role, { resource: field.reference, action: 'list' })),
    )
    .map((field) => (tree && tree !== 'backoffice' && isRoleChoice(field) ? ownTreeRoles(field, tree) : field));
};

const isRoleChoice = (field: FieldDef) =>
  field.options !== undefined && field.options.length > 0 && field.options.every((o) => isRole(o.value));

const ownTreeRoles = (field: FieldDef, tree: string): FieldDef => ({
  ...field,
  options: (field.options ?? []).filter((option) => treeOf(option.value) === tree),
});

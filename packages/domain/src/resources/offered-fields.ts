import { canAccess } from '../policy/policy';
import { isRole, treeOf } from '../policy/roles';
import { hiddenFor } from './hidden-fields';
import type { ResourceName } from './names';
import { formFields, formSchemaOf } from './schemas';
import type { FieldDef, FormMode } from './types';

// The form fields a role fills, the one decision the form renders: not those its tree never sees;
// not a reference the role may not list (and no lookup fills) when it is a select or optional, since
// the server takes it from the session (a registrant's staff never pick a registrant); and an
// optional `items` field only when its rows pick references, since optional rows of plain values
// (a beneficiary's consumptions) come with their own import screen.
export const offeredFields = (role: string | null | undefined, name: ResourceName, mode: FormMode): FieldDef[] => {
  const tree = treeOf(role);
  const hidden = hiddenFor(role, name);
  const shape = formSchemaOf(name, mode)?.shape ?? {};
  const optional = (field: FieldDef) => shape[field.name]?.safeParse(undefined).success === true;
  const listable = (field: FieldDef) =>
    !field.reference || field.lookup !== undefined || canAccess(role, { resource: field.reference, action: 'list' });
  return formFields(name, mode)
    .filter(
      (field) =>
        !hidden.includes(field.name) &&
        (listable(field) || (field.input !== 'select' && !optional(field))) &&
        (field.input !== 'items' || !optional(field) || field.itemFields?.some((f) => f.reference) === true),
    )
    .map((field) => (tree && tree !== 'backoffice' && isRoleChoice(field) ? ownTreeRoles(field, tree) : field));
};

// A choice of roles offers only the roles of the user's own tree.
const isRoleChoice = (field: FieldDef) =>
  field.options !== undefined && field.options.length > 0 && field.options.every((o) => isRole(o.value));

const ownTreeRoles = (field: FieldDef, tree: string): FieldDef => ({
  ...field,
  options: (field.options ?? []).filter((option) => treeOf(option.value) === tree),
});

import { canAccess, type FieldDef, type FormMode, formSchemaOf, offeredFields, type ResourceName } from '@rec/domain';
import { useSession } from '../session/SessionProvider';

// The body's fields this user fills. An optional reference the user may not list (a
// participant's own participant_id) is the server's to set from the user's scope; optional
// rows of plain values (a beneficiary's consumptions) come with their own import screen.
export const useFormFields = (name: ResourceName, mode: FormMode): FieldDef[] => {
  const { snapshot } = useSession();
  const shape = formSchemaOf(name, mode)?.shape ?? {};
  const optional = (field: FieldDef) => shape[field.name]?.safeParse(undefined).success === true;
  return offeredFields(snapshot?.userType, name, mode).filter((field) => {
    if (!optional(field)) return true;
    if (field.input === 'items') return field.itemFields?.some((f) => f.reference) === true;
    if (field.reference && !field.lookup)
      return canAccess(snapshot?.userType, { resource: field.reference, action: 'list' });
    return true;
  });
};

import { z } from 'zod';
import { BODIES } from './bodies';
import type { FieldSpec } from './field';
import { formObject, formSchema } from './form-schema';
import type { ResourceName } from './names';
import { resource } from './registry';
import type { ActionDef } from './screen-types';
import type { FieldDef, FormMode } from './types';

// The forms' and reason dialogs' schemas, built from the SDK's body schemas the definitions name.
// Only the form and the action dialog import this module: zod loads with them (ADR 0053).

// Multipart updates are typed by the SDK as "input & { file }": the form sees one object.
export const asObject = (schema: z.ZodType): z.ZodObject => {
  if (schema instanceof z.ZodObject) return schema;
  const { left, right } = schema instanceof z.ZodIntersection ? schema.def : { left: undefined, right: undefined };
  if (left instanceof z.ZodObject && right instanceof z.ZodObject) return left.extend(right.shape);
  throw new TypeError('A form body must be an object schema');
};

// What the overlays read of a field (its type, the future allowed, the rows of an `items` field).
const specsOf = (fields: readonly FieldDef[]): Record<string, FieldSpec> =>
  Object.fromEntries(
    fields.map((f) => [
      f.name,
      {
        type: f.type,
        pt: f.label.defaultMessage,
        allowFuture: f.allowFuture,
        itemFields: f.itemFields && specsOf(f.itemFields),
      },
    ]),
  );

const built = new Map<string, z.ZodObject | undefined>();

// The form schema of a resource's create or edit body; undefined where the resource has no such form.
export const formSchemaOf = (name: ResourceName, mode: FormMode): z.ZodObject | undefined => {
  const key = `${name}.${mode}`;
  if (!built.has(key)) {
    const def = resource(name);
    const body = def.bodies[mode];
    built.set(key, body && formSchema(asObject(BODIES[body]), specsOf(def.fields)));
  }
  return built.get(key);
};

// A form shows the fields its operation body carries, in the registry's order.
export const formFields = (name: ResourceName, mode: FormMode): FieldDef[] => {
  const keys = new Set(Object.keys(formSchemaOf(name, mode)?.shape ?? {}));
  return resource(name).fields.filter((f) => keys.has(f.name));
};

// A reason dialog's schema: the reason field gets the catalogue's required message, like every form field.
export const actionSchemaOf = (action: ActionDef): z.ZodObject | null =>
  action.body && action.reason
    ? formObject(asObject(BODIES[action.body]), {
        [action.reason]: { type: 'longText', pt: action.reasonLabel?.defaultMessage ?? '' },
      })
    : null;

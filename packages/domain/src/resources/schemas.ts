import { z } from 'zod/mini';
import { bodySchema } from './bodies';
import type { FieldSpec } from './field';
import { type FormObject, formObject, formSchema } from './form-schema';
import type { ResourceName } from './names';
import { resource } from './registry';
import type { ActionDef } from './screen-types';
import type { FieldDef, FormMode } from './types';

// The forms' and reason dialogs' schemas, built from the SDK's body schemas the definitions name.
// Only the form and the action dialog import this module: zod loads with them (ADR 0053).

// Multipart updates are typed by the SDK as "input & { file }": the form sees one object.
// Read through zod/v4/core, so a full zod body (in tests) gives the same object as a mini one.
export const asObject = (schema: z.core.$ZodType): z.ZodMiniObject => {
  if (schema instanceof z.ZodMiniObject) return schema;
  const parts = schema instanceof z.core.$ZodIntersection ? [schema._zod.def.left, schema._zod.def.right] : [schema];
  const shapes = parts.map((part) => (part instanceof z.core.$ZodObject ? part._zod.def.shape : undefined));
  if (shapes.some((shape) => shape === undefined)) throw new TypeError('A form body must be an object schema');
  return z.object(Object.assign({}, ...shapes));
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
        ...(f.dateRange ? { dateRange: f.dateRange } : {}),
        itemFields: f.itemFields && specsOf(f.itemFields),
      },
    ]),
  );

const built = new Map<string, FormObject | undefined>();

/** The body without the keys the form leaves out. */
const without = (object: z.ZodMiniObject, leaves: readonly string[]): z.ZodMiniObject =>
  leaves.length
    ? z.object(Object.fromEntries(Object.entries(object._zod.def.shape).filter(([key]) => !leaves.includes(key))))
    : object;

// The form schema of a resource's create or edit body; undefined where the resource has no such form.
export const formSchemaOf = (name: ResourceName, mode: FormMode): FormObject | undefined => {
  const key = `${name}.${mode}`;
  if (!built.has(key)) {
    const def = resource(name);
    const body = def.bodies[mode];
    built.set(key, body && formSchema(without(asObject(bodySchema(body)), def.formLeaves), specsOf(def.fields)));
  }
  return built.get(key);
};

/**
 * The values the contract gives a create body's fields when left out (a new source is active, a new
 * agreement moves volume): read from the SDK's body, before the form's overlays, which make a blank
 * field mean "no value".
 */
export const contractDefaults = (name: ResourceName): Record<string, boolean | string> => {
  const body = resource(name).bodies.create;
  if (!body) return {};
  const shape = asObject(bodySchema(body))._zod.def.shape as Record<string, z.core.$ZodType>;
  const defaults: Record<string, boolean | string> = {};
  for (const [key, field] of Object.entries(shape)) {
    const parsed = z.safeParse(field, undefined);
    if (parsed.success && (typeof parsed.data === 'boolean' || typeof parsed.data === 'string'))
      defaults[key] = parsed.data;
  }
  return defaults;
};

// A form shows the fields its operation body carries, in the registry's order.
export const formFields = (name: ResourceName, mode: FormMode): FieldDef[] => {
  const keys = new Set(Object.keys(formSchemaOf(name, mode)?.shape ?? {}));
  return resource(name).fields.filter((f) => keys.has(f.name));
};

// A reason dialog's schema: the reason field gets the catalogue's required message, like every form field.
export const actionSchemaOf = (action: ActionDef): FormObject | null =>
  action.body && action.reason
    ? formObject(asObject(bodySchema(action.body)), {
        [action.reason]: { type: 'longText', pt: action.reasonLabel?.defaultMessage ?? '' },
      })
    : null;

import { z } from 'zod';
import { type FieldSpec, INPUT_OF } from './field';
import { formSchema } from './form-schema';
import type { ResourceName } from './names';
import type { ApiPath, FieldDef, FormMode, HttpMethod, Operation, OperationId, ResourceDef } from './types';

export const op = (method: HttpMethod, path: ApiPath, id: OperationId): Operation => ({ method, path, id });

// Multipart updates are typed by the SDK as "input & { file }": the form sees one object.
const asObject = (schema: z.ZodType): z.ZodObject => {
  if (schema instanceof z.ZodObject) return schema;
  const { left, right } = schema instanceof z.ZodIntersection ? schema.def : { left: undefined, right: undefined };
  if (left instanceof z.ZodObject && right instanceof z.ZodObject) return left.extend(right.shape);
  throw new TypeError('A form body must be an object schema');
};

const fieldDefs = (prefix: string, specs: Readonly<Record<string, FieldSpec>>): FieldDef[] =>
  Object.entries(specs).map(([field, f]) => ({
    name: field,
    type: f.type,
    label: { id: `${prefix}.${field}`, defaultMessage: f.pt },
    column: f.column ?? true,
    input: INPUT_OF[f.type],
    options: f.options,
    reference: f.reference,
    allowFuture: f.allowFuture,
    example: f.example,
    itemFields: f.itemFields && fieldDefs(`${prefix}.${field}`, f.itemFields),
    ...(f.hint ? { hint: f.hint } : {}),
  }));

export type ResourceSpec = {
  label: string;
  title?: string;
  fields: Readonly<Record<string, FieldSpec>>;
  operations: Readonly<Record<string, Operation>>;
  // The SDK's request-body schemas (z<OperationId>Body) the create and edit forms send.
  bodies?: Readonly<Partial<Record<FormMode, z.ZodType>>>;
};

// Labels are derived from resource + field (resources.<res>.fields.<field>); only the pt text is written.
export const defineResource = (name: ResourceName, spec: ResourceSpec): ResourceDef => ({
  name,
  label: { id: `resources.${name}.name`, defaultMessage: spec.label },
  fields: fieldDefs(`resources.${name}.fields`, spec.fields),
  operations: spec.operations,
  schemas: Object.fromEntries(
    Object.entries(spec.bodies ?? {}).map(([mode, body]) => [mode, formSchema(asObject(body), spec.fields)]),
  ),
  title: spec.title ?? null,
});

import { z } from 'zod';
import { type FieldSpec, fieldDefs } from './field';
import { formSchema } from './form-schema';
import type { ResourceName } from './names';
import { screenDef } from './screen-def';
import type { ScreenSpec } from './screen-types';
import type { ApiPath, FormMode, HttpMethod, Operation, OperationId, ResourceDef } from './types';

export const op = (method: HttpMethod, path: ApiPath, id: OperationId): Operation => ({ method, path, id });

// Multipart updates are typed by the SDK as "input & { file }": the form sees one object.
const asObject = (schema: z.ZodType): z.ZodObject => {
  if (schema instanceof z.ZodObject) return schema;
  const { left, right } = schema instanceof z.ZodIntersection ? schema.def : { left: undefined, right: undefined };
  if (left instanceof z.ZodObject && right instanceof z.ZodObject) return left.extend(right.shape);
  throw new TypeError('A form body must be an object schema');
};

export type ResourceSpec = ScreenSpec & {
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
  ...screenDef(name, spec),
});

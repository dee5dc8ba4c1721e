import type { BodyName } from './bodies';
import { type FieldSpec, fieldDefs } from './field';
import type { ResourceName } from './names';
import { screenDef } from './screen-def';
import type { ScreenSpec } from './screen-types';
import type { ApiPath, FormMode, HttpMethod, Operation, OperationId, ResourceDef } from './types';

export const op = (method: HttpMethod, path: ApiPath, id: OperationId): Operation => ({ method, path, id });

export type ResourceSpec = ScreenSpec & {
  label: string;
  title?: string;
  fields: Readonly<Record<string, FieldSpec>>;
  operations: Readonly<Record<string, Operation>>;
  // The SDK's request-body schemas (z<OperationId>Body) the create and edit forms send, by name:
  // zod loads with the form (./schemas.ts), not with every definition.
  bodies?: Readonly<Partial<Record<FormMode, BodyName>>>;
  // Body keys the forms do not send (the API offers them before a screen does; an edit keeps them).
  formLeaves?: readonly string[];
  // A plain catalogue stored in this table: the server needs no handler for it.
  catalogue?: { table: string };
};

// Labels are derived from resource + field (resources.<res>.fields.<field>); only the pt text is written.
export const defineResource = (name: ResourceName, spec: ResourceSpec): ResourceDef => ({
  name,
  label: { id: `resources.${name}.name`, defaultMessage: spec.label },
  fields: fieldDefs(`resources.${name}.fields`, spec.fields),
  operations: spec.operations,
  bodies: spec.bodies ?? {},
  formLeaves: spec.formLeaves ?? [],
  title: spec.title ?? null,
  catalogue: spec.catalogue ?? null,
  ...screenDef(name, spec),
});

import type * as Sdk from '@rec/sdk/zod-mini';
import type { z } from 'zod/mini';
import { BODIES as GENERATED } from './bodies.gen';

// A definition names its forms' and reason dialogs' body schemas (`bodies`, an action's `body`)
// by the SDK's own export name, so a misspelt name fails the typecheck (ADR 0053, 0093).
export type BodyName = Extract<keyof typeof Sdk, `z${string}Body`>;

// The schemas those names stand for: bodies.gen.ts, written from the definitions
// (generated.test.ts). Only the form and the reason dialog import this module, so zod loads with
// them and never with a list or a detail page.
export const BODIES: Readonly<Partial<Record<BodyName, z.ZodMiniType>>> = GENERATED;

export class UnknownBodyError extends Error {}

export const bodySchema = (name: BodyName): z.ZodMiniType => {
  const schema = BODIES[name];
  if (!schema)
    throw new UnknownBodyError(`${name}: not in bodies.gen.ts (npx vitest run -u src/resources/generated.test.ts)`);
  return schema;
};

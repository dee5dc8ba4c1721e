import { DEFINITIONS } from './all.gen';
import type { ResourceName } from './names';
import { registerResources } from './registry';
import type { ResourceDef } from './types';

// Every definition at once, for the server, its tests and tools that read any resource at any
// time. The browser never imports this table (apps/web/src/conventions.test.ts): its routes
// load their own definitions (loadScreenResources, ADR 0053).
// Written from the registry (defs/index.ts) into all.gen.ts: typed here, so a missing or extra
// resource fails the typecheck.
export const RESOURCES: Readonly<Record<ResourceName, ResourceDef>> = DEFINITIONS satisfies Record<
  ResourceName,
  ResourceDef
>;

// Makes every definition readable through `resource(name)` (and what reads it: record actions,
// form schemas, resourceApi) without a route loading it first.
export const loadAllResources = (): Readonly<Record<ResourceName, ResourceDef>> => {
  registerResources(Object.values(RESOURCES));
  return RESOURCES;
};

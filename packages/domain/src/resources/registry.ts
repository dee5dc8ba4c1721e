import { DEF_LOADERS, READS, type ScreenUse } from './loaders';
import type { ResourceName } from './names';
import type { FieldDef, Operation, ResourceDef } from './types';

// Registered once, read everywhere: menus and routes name resources (./names.ts); screens,
// forms and calls read their definitions here. The browser loads a definition with the route
// that shows it (loadScreenResources, ADR 0053); the server and tests register all of them
// (./all.ts). Reads stay synchronous: a screen reads what its route loaded.
const loaded = new Map<ResourceName, ResourceDef>();

export class ResourceNotLoadedError extends Error {}

export const registerResources = (defs: Iterable<ResourceDef>): void => {
  for (const def of defs) loaded.set(def.name, def);
};

export const isResourceLoaded = (name: ResourceName): boolean => loaded.has(name);

export const resource = (name: ResourceName): ResourceDef => {
  const def = loaded.get(name);
  if (!def) throw new ResourceNotLoadedError(`${name}: definition not loaded (loadScreenResources)`);
  return def;
};

// One definition, fetched once.
export const loadResource = async (name: ResourceName): Promise<ResourceDef> => {
  const known = loaded.get(name);
  if (known) return known;
  const def = await DEF_LOADERS[name]();
  loaded.set(name, def);
  return def;
};

// What a route's screen reads: its resources and the ones that screen reads of others (READS);
// every use's when the screen is none of them.
export const screenResources = (names: readonly ResourceName[], use?: ScreenUse): ResourceName[] => {
  const uses: readonly ScreenUse[] = use ? [use] : ['list', 'form', 'show'];
  return [...new Set(names.flatMap((name) => [name, ...uses.flatMap((u) => READS[name]?.[u] ?? [])]))];
};

// Those definitions, in one wave.
export const loadScreenResources = async (names: readonly ResourceName[], use?: ScreenUse): Promise<void> => {
  await Promise.all(screenResources(names, use).map(loadResource));
};

export const listColumns = (name: ResourceName): FieldDef[] => resource(name).fields.filter((f) => f.column);

// A sheet's cell holds one value: a movement's certificates (a list per row) and a stored file (an
// invoice's receipt, downloaded from the list) stay on screen, out of the export's columns.
export const isExportable = (field: FieldDef): boolean => field.type !== 'items' && field.type !== 'file';

export const operationOf = (name: ResourceName, key: string): Operation | undefined => {
  const { operations } = resource(name);
  return Object.hasOwn(operations, key) ? operations[key] : undefined;
};

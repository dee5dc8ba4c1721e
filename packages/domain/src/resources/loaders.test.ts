import { describe, expect, it, vi } from 'vitest';
import { RESOURCES } from './all';
import { DEF_LOADERS, READS } from './loaders';
import { RESOURCE_NAMES, type ResourceName } from './names';
import type { FieldDef, ResourceDef } from './types';

// What a resource's screens read of other resources: references and lookups (fields, filters,
// the rows of an items field, a tool's question), related lists, a create form's requirement.
const referenced = (fields: readonly FieldDef[]): string[] =>
  fields.flatMap((f) => [f.reference, f.lookup?.resource, ...referenced(f.itemFields ?? [])].flatMap((r) => r ?? []));
const readBy = (def: ResourceDef): Set<string> =>
  new Set(
    [
      ...referenced([...def.fields, ...def.filters, ...def.tools.map((t) => t.ask.field)]),
      ...def.related.map((r) => r.resource),
      ...(def.requires ? [def.requires.resource] : []),
    ].filter((name) => name !== def.name),
  );

// A fresh registry: nothing registered, as in a browser before its first route.
const freshRegistry = async () => {
  vi.resetModules();
  return import('./registry');
};

describe('definitions by route', () => {
  it('loads each definition from its own module, the same object the eager table holds', async () => {
    for (const name of RESOURCE_NAMES) expect(await DEF_LOADERS[name](), name).toBe(RESOURCES[name]);
  });

  it('lists in READS every other resource a definition reads', () => {
    for (const def of Object.values(RESOURCES))
      expect(READS[def.name] ?? [], def.name).toEqual(expect.arrayContaining([...readBy(def)]));
  });

  it('reads nothing before a route loads it, then the route’s resources and what they read', async () => {
    const registry = await freshRegistry();
    expect(() => registry.resource('recs')).toThrow(registry.ResourceNotLoadedError);
    await registry.loadScreenResources(['recs']);
    const loaded = RESOURCE_NAMES.filter((name: ResourceName) => registry.isResourceLoaded(name));
    expect(loaded.sort()).toEqual(['businesses', 'participants', 'recs', 'registrants']);
    expect(registry.operationOf('recs', 'approve')?.id).toBe('approveRec');
  });

  it('lets a call load the resource it names', async () => {
    const registry = await freshRegistry();
    const { resourceApi } = await import('./api');
    const client = { GET: async () => ({ data: { valid: true }, response: new Response() }) };
    await resourceApi(client as never, 'registrants').call('cnpj', { path: { id: '11222333000181' } });
    expect(registry.isResourceLoaded('registrants')).toBe(true);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { RESOURCES } from './all';
import { DEF_LOADERS, READS, type ScreenUse } from './loaders';
import { RESOURCE_NAMES, type ResourceName } from './names';
import { OPTION_SOURCES } from './option-sources';
import type { FieldDef, ResourceDef } from './types';

// What a resource's screens read of others: a list its filters' and tools' references, a form
// its fields' references and lookups (the rows of an items field too) and its requirement, a
// detail page its related lists.
const referenced = (fields: readonly FieldDef[]): string[] =>
  fields.flatMap((f) => [f.reference, f.lookup?.resource, ...referenced(f.itemFields ?? [])].flatMap((r) => r ?? []));
// A list's selects show options by a lookup's list, or by the reference's option source when it
// has one (option-sources.ts), its definition otherwise.
const selected = (fields: readonly FieldDef[]): string[] =>
  fields.flatMap((f) =>
    f.lookup ? [f.lookup.resource] : f.reference && !OPTION_SOURCES[f.reference] ? [f.reference] : [],
  );
const readBy = (def: ResourceDef): Record<ScreenUse, string[]> => {
  const others = (names: string[]) => [...new Set(names)].filter((name) => name !== def.name);
  return {
    list: others(selected([...def.filters, ...def.tools.map((t) => t.ask.field)])),
    form: others([...referenced(def.fields), ...(def.requires ? [def.requires.resource] : [])]),
    show: others(def.related.map((r) => r.resource)),
  };
};

// A fresh registry: nothing registered, as in a browser before its first route.
const freshRegistry = async () => {
  vi.resetModules();
  return import('./registry');
};

describe('definitions by route', () => {
  it('loads each definition from its own module, the same object the eager table holds', async () => {
    for (const name of RESOURCE_NAMES) expect(await DEF_LOADERS[name](), name).toBe(RESOURCES[name]);
  });

  it('lists in READS every other resource a screen reads, by use, and no more', () => {
    for (const def of Object.values(RESOURCES))
      for (const [use, names] of Object.entries(readBy(def)))
        expect([...(READS[def.name]?.[use as ScreenUse] ?? [])].sort(), `${def.name} ${use}`).toEqual(names.sort());
  });

  it('reads nothing before a route loads it, then the route’s resources and what they read', async () => {
    const registry = await freshRegistry();
    expect(() => registry.resource('recs')).toThrow(registry.ResourceNotLoadedError);
    await registry.loadScreenResources(['recs'], 'form');
    const loaded = () => RESOURCE_NAMES.filter((name: ResourceName) => registry.isResourceLoaded(name)).sort();
    expect(loaded()).toEqual(['businesses', 'participants', 'recs']);
    await registry.loadScreenResources(['businesses']);
    expect(loaded()).toEqual(['businesses', 'participants', 'recs', 'registrants', 'sources', 'technologies']);
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

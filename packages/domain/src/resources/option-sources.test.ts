import { describe, expect, it } from 'vitest';
import { RESOURCES } from './all';
import type { ResourceName } from './names';
import { listOptions, OPTION_SOURCES } from './option-sources';

describe('option sources', () => {
  it('hold each resource’s list call and title as its definition declares them', () => {
    for (const [name, summary] of Object.entries(OPTION_SOURCES)) {
      const def = RESOURCES[name as ResourceName];
      expect(summary, name).toEqual({ list: def.operations.list, title: def.title });
      // Options show the title as written: a field a cell would format (a CNPJ) needs the definition.
      expect(def.fields.find((f) => f.name === def.title)?.type, name).toBe('text');
    }
  });

  it('list a reference’s options by its list call, with the query as given', async () => {
    const calls: unknown[] = [];
    const client = {
      GET: async (path: string, init: unknown) => {
        calls.push([path, init]);
        return { data: { data: [{ id: 7, name: 'UFV Sol' }], total: 1 }, response: new Response() };
      },
    };
    const page = await listOptions(client as never, 'businesses', { page: 1, amount: 1000 });
    expect(page).toEqual({ data: [{ id: 7, name: 'UFV Sol' }], total: 1 });
    expect(calls).toEqual([['/businesses', { params: { query: { page: 1, amount: 1000 } } }]]);
  });
});

import { readFileSync } from 'node:fs';
import * as sdk from '@rec/sdk/zod-mini';
import { describe, expect, it } from 'vitest';
import { type BodyName, bodySchema, UnknownBodyError } from './bodies';
import { REGISTRY } from './defs/index';
import { bodiesTable, bodyNames, eagerTable, registrations } from './generated';
import type { ResourceDef } from './types';

// The SDK's exports by name (a test reads them all; the browser never does).
const SDK = new Map(Object.entries(sdk));
const registryText = readFileSync(new URL('./defs/index.ts', import.meta.url), 'utf8');
// Straight from the loaders, so a definition registered a moment ago is already read.
const definitions = async (): Promise<ResourceDef[]> =>
  Promise.all(Object.values(REGISTRY).map(({ load }) => load() as Promise<ResourceDef>));

describe('generated tables', () => {
  it('reads every registration’s loader', () => {
    expect(registrations(registryText).map((r) => r.name)).toEqual(Object.keys(REGISTRY));
  });

  it('keeps all.gen.ts as the registry writes it', async () => {
    await expect(eagerTable(registryText)).toMatchFileSnapshot('./all.gen.ts');
  });

  it('keeps bodies.gen.ts as the definitions name their bodies', async () => {
    await expect(bodiesTable(bodyNames(await definitions()))).toMatchFileSnapshot('./bodies.gen.ts');
  });

  it('gives every body a definition names as the SDK’s schema, and refuses one it was not written with', async () => {
    for (const name of bodyNames(await definitions()) as BodyName[]) expect(bodySchema(name), name).toBe(SDK.get(name));
    expect(() => bodySchema('zLoginBody' as BodyName)).toThrow(UnknownBodyError);
  });
});

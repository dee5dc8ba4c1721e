import { describe, expect, it, vi } from 'vitest';
import { readResourceTexts } from '../i18n/message-files';
import { resourcesAt } from './route-resources';

const Empty = () => null;

describe('definitions a route loads', () => {
  it('names the resources of every row at a path, and the import batches on an import screen', () => {
    // The registrant's dashboard shows widgets; the participant's is its retirements list.
    expect(resourcesAt('/users/dashboard')).toEqual(['retirements']);
    expect(resourcesAt('/backoffice/ccee/import')).toEqual(['generation', 'imports']);
    expect(resourcesAt('/backoffice/dashboard')).toEqual([]);
  });

  it('loads the screen and its definitions together, and no other resource', async () => {
    // A fresh domain module, as a browser has before its first route (tests register all).
    vi.resetModules();
    const domain = await import('@rec/domain');
    const { withResources } = await import('./route-resources');
    const texts = await import('../i18n/resource-messages');
    const route = domain.ROUTES.find((r) => r.key === 'backoffice.rec.request');
    if (!route) throw new Error('route');
    const screen = { Component: Empty };
    expect(await withResources(route, async () => screen)()).toBe(screen);
    const loaded = domain.RESOURCE_NAMES.filter((name) => domain.isResourceLoaded(name));
    // The requested emissions' list: its filters' plants, participants and registrants come by
    // their option sources, not their definitions.
    expect(loaded).toEqual(['recs']);
    // Its texts came with it, and only its: a list page carries no other resource's labels.
    expect(texts.resourceMessages()['resources.recs.name']).toBeTruthy();
    expect(Object.keys(texts.resourceMessages()).every((id) => id.startsWith('resources.recs.'))).toBe(true);
    // Another language: the loaded resources' texts in it.
    await texts.setResourceLocale('en');
    expect(texts.resourceMessages()['resources.recs.fields.codeCEG']).toBeTruthy();
    expect(texts.resourceMessages()['resources.recs.fields.codeCEG']).not.toEqual(
      readResourceTexts('pt')['resources.recs.fields.codeCEG'],
    );
  });
});

import { isResourceLoaded, loadResource, type ResourceName } from '@rec/domain';
import { hasResourceMessages, loadResourceMessages } from '../i18n/resource-messages';

const pending = new Map<string, Promise<unknown>>();

// Definitions (and their texts) a screen reads beyond what its route loaded (a report's plant filter, the plant
// picker of a monthly fetch): the component waits for them under the nearest Suspense (the shell
// has one round every screen) instead of failing. Routes load their own resources and what those
// read (app/route-resources.ts), so lists, forms and detail pages never wait here.
export const useResources = (...names: ResourceName[]): void => {
  const missing = [...new Set(names)].filter((name) => !isResourceLoaded(name) || !hasResourceMessages(name)).sort();
  if (missing.length === 0) return;
  const key = missing.join();
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all([...missing.map(loadResource), loadResourceMessages(missing)]).finally(() =>
      pending.delete(key),
    );
    pending.set(key, promise);
  }
  // Thrown rather than passed to `use`: React retries on settle either way, and in the act-driven
  // component tests only this form is retried (use-resources.test.tsx).
  throw promise;
};

import { importDefOf } from '@rec/domain';
import { useCurrentRoute } from '../app/use-current-route';
import { useResources } from '../app/use-resources';
import { ImportScreen } from '../imports/ImportScreen';

// Route module for every `import` row of the domain's route table: the row's import definition
// (packages/domain/src/imports) says what it uploads or fetches, previews and commits.
export function Component() {
  const route = useCurrentRoute();
  const def = route ? importDefOf(route.key) : undefined;
  // The resource the import calls may not be the route's (the CCEE hourly file is filed under
  // generation, uploaded through the share mappings): its definition loads here.
  useResources(...(def ? [def.resource, 'imports' as const] : []));
  return def ? <ImportScreen key={def.route} def={def} /> : null;
}

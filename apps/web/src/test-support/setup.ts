import { loadAllResources } from '@rec/domain';

// Component tests render a screen without its route's `lazy` (renderView, a bare ResourceList):
// every definition is registered first. app/route-resources.test.ts tests what a route loads.
loadAllResources();

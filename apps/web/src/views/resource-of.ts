import { isResourceName, type ResourceName, type RouteDef } from '@rec/domain';

// The registry resource a route row names (list, form and detail rows always name one).
export const resourceOf = (route: RouteDef | undefined): ResourceName | null =>
  isResourceName(route?.resource) ? route.resource : null;

import { RESOURCES, type ResourceName, type RouteDef } from '@rec/domain';

// The registry resource a route row names (list, form and detail rows always name one).
export const resourceOf = (route: RouteDef | undefined): ResourceName | null =>
  route?.resource && Object.hasOwn(RESOURCES, route.resource) ? (route.resource as ResourceName) : null;

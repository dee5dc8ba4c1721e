import { useCurrentRoute } from '../app/use-current-route';
import { ResourceDetail } from '../show/ResourceDetail';
import { resourceOf } from './resource-of';

// Route module for every `show` row: one record's detail page with ?id=.
export function Component() {
  const name = resourceOf(useCurrentRoute());
  return name ? <ResourceDetail key={name} name={name} /> : null;
}

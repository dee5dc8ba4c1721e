import { useCurrentRoute } from '../app/use-current-route';
import { ResourceForm } from '../form/ResourceForm';
import { resourceOf } from './resource-of';

// Route module for every `form` row: create, or edit with ?id=.
export function Component() {
  const name = resourceOf(useCurrentRoute());
  return name ? <ResourceForm key={name} name={name} /> : null;
}

import { useCurrentRoute } from '../app/use-current-route';
import { ResourceList } from '../list/ResourceList';
import { resourceOf } from './resource-of';

// Route module for every `list` row of the domain's route table.
export function Component() {
  const name = resourceOf(useCurrentRoute());
  return name ? <ResourceList key={name} name={name} /> : null;
}

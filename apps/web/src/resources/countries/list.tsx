import { ResourceList } from '../../list/ResourceList';

// Route module (react-router lazy): the registry's list of countries.
export function Component() {
  return <ResourceList name="countries" />;
}

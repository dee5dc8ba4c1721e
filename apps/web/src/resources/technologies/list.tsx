import { ResourceList } from '../../list/ResourceList';

// Route module (react-router lazy): the registry's list of technologies.
export function Component() {
  return <ResourceList name="technologies" />;
}

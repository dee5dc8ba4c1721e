import { ResourceList } from '../../list/ResourceList';

// Route module (react-router lazy): the registry's list of configs.
export function Component() {
  return <ResourceList name="configs" />;
}

import { ResourceForm } from '../../form/ResourceForm';

// Route module (react-router lazy): create or edit one of technologies.
export function Component() {
  return <ResourceForm name="technologies" />;
}

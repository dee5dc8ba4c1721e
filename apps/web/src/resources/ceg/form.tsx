import { ResourceForm } from '../../form/ResourceForm';

// Route module (react-router lazy): create or edit one of ceg.
export function Component() {
  return <ResourceForm name="ceg" />;
}

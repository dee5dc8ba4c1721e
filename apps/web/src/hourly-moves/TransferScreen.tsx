import { MoveScreen } from './MoveScreen';

// Route module of the participant's new transfer: monthly or by hours.
export function Component() {
  return <MoveScreen name="transfers" />;
}

import { MoveScreen } from './MoveScreen';

// Route module of the participant's new retirement (redemption): monthly or by hours.
export function Component() {
  return <MoveScreen name="redemptions" />;
}

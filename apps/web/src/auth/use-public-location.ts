import { startTransition, useEffect, useState } from 'react';
import { type AppLocation, onLocationChange, readLocation } from '../app/location';

// The current location for the public screens. Changes render as a transition: the screen on
// show stays until the next one's chunk has arrived, as it did under the data router.
export const usePublicLocation = (): AppLocation => {
  const [location, setLocation] = useState(readLocation);
  useEffect(() => {
    const update = () => startTransition(() => setLocation(readLocation()));
    update();
    return onLocationChange(update);
  }, []);
  return location;
};

import type { StatementVerification } from '@rec/domain';
import { proofHolds } from '@rec/domain/hourly';
import { useEffect, useState } from 'react';

export type HourlyStatement = NonNullable<StatementVerification['hourly']>;

// Each bundle's proof recomputed here, in the visitor's browser, with the domain's function (the
// same the server's tests use): undefined while the hashes are being computed.
export const useBundleProofs = (hourly: HourlyStatement): readonly boolean[] | undefined => {
  const [holds, setHolds] = useState<{ of: HourlyStatement; holds: boolean[] }>();
  useEffect(() => {
    let live = true;
    const root = hourly.movement.merkle_root;
    void Promise.all(hourly.bundles.map((b) => proofHolds(b, b.proof, root))).then((all) => {
      if (live) setHolds({ of: hourly, holds: all });
    });
    return () => {
      live = false;
    };
  }, [hourly]);
  return holds?.of === hourly ? holds.holds : undefined;
};

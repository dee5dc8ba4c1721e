import { checkStatement, type StatementCheck } from '@rec/domain';
import { useEffect, useState } from 'react';
import { publicClient as client } from './verify-client';

export type CheckState = { state: 'idle' } | { state: 'checking'; code: string } | (StatementCheck & { code: string });

// The verdict for the code in the address; a newer code wins over an answer still on its way.
export const useStatementCheck = (code: string): CheckState => {
  const [check, setCheck] = useState<CheckState>({ state: 'idle' });
  useEffect(() => {
    if (!code) {
      setCheck({ state: 'idle' });
      return;
    }
    let current = true;
    setCheck({ state: 'checking', code });
    checkStatement(client, code).then((outcome) => {
      if (current) setCheck({ ...outcome, code });
    });
    return () => {
      current = false;
    };
  }, [code]);
  return check;
};

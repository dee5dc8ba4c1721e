import {
  confirmHourlyMatching,
  type DomainMessage,
  type HourlyMatchingPreview,
  type HourlyMatchingResult,
  previewHourlyMatching,
} from '@rec/domain';
import {
  emptyMatchingForm,
  emptyMatchingRetirement,
  type HourlyMatchingInputBody,
  matchingInputOf,
  matchingRetirementOf,
} from '@rec/domain/hourly';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';
import { lastClosedMonth } from '../hourly/use-heatmap';
import { placeRunError } from './run-errors';
import type { MatchingKey, MatchingValues } from './types';

const RETIREMENT: readonly MatchingKey[] = ['retirement_account_id', 'purpose', 'notes'];
const fresh = (): MatchingValues => ({ ...emptyMatchingForm(lastClosedMonth()), ...emptyMatchingRetirement() });

/** A dry run's answer, kept with the input it ran on (what confirming sends again). */
type Run = { input: HourlyMatchingInputBody; preview: HourlyMatchingPreview };

// The screen's state: the choices, the dry run (cleared when a choice it ran on changes), the
// review, and the confirmation with one Idempotency-Key per intended retirement (ADR 0006): a
// retry after a lost answer retires once.
export function useMatchingRun() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [values, setValues] = useState<MatchingValues>(fresh);
  const [shown, setShown] = useState<'none' | 'run' | 'retire'>('none');
  const [run, setRun] = useState<Run | null>(null);
  const [busy, setBusy] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [server, setServer] = useState<Partial<Record<MatchingKey, DomainMessage | string>>>({});
  const [failure, setFailure] = useState<DomainMessage | null>(null);
  const [result, setResult] = useState<HourlyMatchingResult | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const check = matchingInputOf(values);
  const retirement = run ? matchingRetirementOf(run.input, values) : null;

  const set = <K extends MatchingKey>(field: K, value: MatchingValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServer({});
    setFailure(null);
    if (!RETIREMENT.includes(field)) setRun(null);
  };
  const fail = (error: unknown) => {
    const placed = placeRunError(error);
    setServer(placed.fields);
    setFailure(placed.page);
  };
  const simulate = async () => {
    setShown('run');
    if (!check.ok) return;
    setBusy(true);
    setFailure(null);
    try {
      setRun({ input: check.input, preview: await previewHourlyMatching(api, check.input) });
    } catch (error) {
      setRun(null);
      fail(error);
    } finally {
      setBusy(false);
    }
  };
  const review = () => {
    setShown('retire');
    if (retirement?.ok) setReviewing(true);
  };
  const confirm = async () => {
    if (!retirement?.ok) return;
    setBusy(true);
    try {
      setResult(await confirmHourlyMatching(api, retirement.body, key));
      await mutate((k) => Array.isArray(k) && ['redemptions', 'retirements', 'hourly'].includes(k[0]));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
      setReviewing(false);
    }
  };
  const again = () => {
    setResult(null);
    setRun(null);
    setShown('none');
    setKey(crypto.randomUUID());
    setValues((v) => ({ ...fresh(), account_id: v.account_id, retirement_account_id: v.retirement_account_id }));
  };
  return {
    values,
    set,
    shown,
    check,
    retirement,
    run,
    busy,
    reviewing,
    server,
    failure,
    result,
    simulate,
    review,
    confirm,
    again,
    cancel: () => setReviewing(false),
  };
}

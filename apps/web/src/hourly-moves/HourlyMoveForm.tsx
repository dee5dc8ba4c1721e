import { Body1, Button } from '@fluentui/react-components';
import {
  bookHourlyMove,
  type ConfirmCreate,
  type DomainMessage,
  type HourlyMoveKind,
  type HourlyMoveResult,
  toDomainError,
} from '@rec/domain';
import { selectionOf } from '@rec/domain/hourly';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';
import { SummaryDialog } from '../form/SummaryDialog';
import { lastClosedMonth } from '../hourly/use-heatmap';
import { useNotify } from '../notify/NotifyProvider';
import { MoveBooked } from './MoveBooked';
import { MoveExtraFields } from './MoveExtraFields';
import { MovePreview } from './MovePreview';
import { hourlyMoveMessages as m } from './messages';
import { placeMoveError } from './move-errors';
import { moveBody } from './move-extra';
import { emptyMove, type MoveField, type MoveValues } from './move-values';
import { SelectionFields } from './SelectionFields';
import { useMoveStyles } from './styles';
import { summaryRows } from './summary-rows';
import { fieldErrors } from './use-move-errors';
import { useMoveOptions } from './use-move-options';
import { useMovePreview } from './use-move-preview';
import { WhatFields } from './WhatFields';

type Props = {
  kind: HourlyMoveKind;
  confirm: ConfirmCreate;
  destinationNotFound: DomainMessage;
  listPath: string;
};

// A transfer or retirement of hourly certificates by hours (issue 38 item 5): the selection, a
// live preview of what it moves, the review, then the booked move. Bespoke: the generic form
// has no live preview from another operation; its rules come from the domain (selectionOf).
export function HourlyMoveForm({ kind, confirm, destinationNotFound, listPath }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const api = useApi();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const options = useMoveOptions(kind);
  const [values, setValues] = useState<MoveValues>(() => emptyMove(lastClosedMonth()));
  const [shown, setShown] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Partial<Record<MoveField, DomainMessage | string>>>({});
  const [result, setResult] = useState<HourlyMoveResult | null>(null);
  // One key per intended move: a retry after a lost answer books it once (ADR 0006).
  const [key, setKey] = useState(() => crypto.randomUUID());
  const check = selectionOf(values);
  const preview = useMovePreview(kind, check.ok ? check.selection : null);
  const texts = { destinationNotFound, short: m['error.short'] };
  const errors = fieldErrors(intl, kind, values, shown, preview.error, booked, texts);
  const set = <K extends MoveField>(field: K, value: MoveValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setBooked({});
  };
  const body = check.ok ? moveBody(kind, values, check.selection) : null;

  const review = () => {
    setShown(true);
    if (body?.ok && preview.data && !preview.error) setReviewing(true);
  };
  const book = async () => {
    if (!body?.ok) return;
    setBusy(true);
    try {
      const done = await bookHourlyMove(api, body.body, key);
      setResult(done);
      await mutate((k) => Array.isArray(k) && ['transfers', 'redemptions', 'retirements', 'hourly'].includes(k[0]));
    } catch (error) {
      const placed = placeMoveError(toDomainError(error), true, texts);
      setBooked(placed.fields);
      if (placed.toast) notify({ message: placed.toast });
    } finally {
      setBusy(false);
      setReviewing(false);
    }
  };
  const again = () => {
    setResult(null);
    setShown(false);
    setKey(crypto.randomUUID());
    setValues((v) => ({ ...emptyMove(v.month), account_id: v.account_id }));
  };

  if (result) return <MoveBooked kind={kind} result={result} listPath={listPath} onAgain={again} />;
  return (
    <form
      className={styles.page}
      aria-label={intl.formatMessage(kind === 'transfer' ? m.transferForm : m.retirementForm)}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        review();
      }}
    >
      <Body1>{intl.formatMessage(m.intro)}</Body1>
      <SelectionFields values={values} set={set} errors={errors} accounts={options.accounts} />
      <WhatFields values={values} set={set} errors={errors} plants={options.plants} sources={options.sources} />
      <MovePreview
        preview={preview.data}
        loading={preview.loading}
        idle={!check.ok || preview.error !== null}
        plants={options.plants}
      />
      <MoveExtraFields
        kind={kind}
        values={values}
        set={set}
        errors={errors}
        retirementAccounts={options.retirementAccounts}
        beneficiaries={options.beneficiaries}
      />
      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={busy}>
          {intl.formatMessage(m.review)}
        </Button>
      </div>
      {reviewing && preview.data ? (
        <SummaryDialog
          confirm={confirm}
          lines={summaryRows(intl, values, preview.data, options).map((row) => ({ key: row.term, ...row }))}
          busy={busy}
          onCancel={() => setReviewing(false)}
          onConfirm={() => void book()}
        />
      ) : null}
    </form>
  );
}

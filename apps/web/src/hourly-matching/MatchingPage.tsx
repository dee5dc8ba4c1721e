import { Body1, Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { resource, routeByKey } from '@rec/domain';
import { useIntl } from 'react-intl';
import { useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { SummaryDialog } from '../form/SummaryDialog';
import { useMoveStyles } from '../hourly-moves/styles';
import { useMoveOptions } from '../hourly-moves/use-move-options';
import { translate } from '../i18n/translate';
import { isBuilt } from '../route/built';
import { MatchingDone } from './MatchingDone';
import { MatchingFields } from './MatchingFields';
import { MatchingResult } from './MatchingResult';
import { MatchingRetire } from './MatchingRetire';
import { runState } from './matching-model';
import { hourlyMatchingMessages as m } from './messages';
import { PreferenceOrder } from './PreferenceOrder';
import { summaryLines } from './summary-lines';
import { useMatchingErrors } from './use-matching-errors';
import { useMatchingRun } from './use-matching-run';

const pathOf = (key: string) => (isBuilt(key) ? routeByKey(key)?.path : undefined);

// 24/7 matching (issue 39 item 2): a beneficiary's hourly consumption in a Brasília month or year
// against the account's hourly certificates, in the user's preference order; "Simular" shows the
// coverage without moving anything, "Confirmar aposentadoria" retires exactly what matched as one
// retirement, reviewed first. Bespoke: no list or form kind runs a dry run and charts it.
export function Component() {
  const intl = useIntl();
  const styles = useMoveStyles();
  const route = useCurrentRoute();
  const options = useMoveOptions('retirement');
  const state = useMatchingRun();
  const errors = useMatchingErrors(state);
  const confirm = resource('redemptions').confirmCreate;
  const { values, set, run, busy, result } = state;
  const title = route ? intl.formatMessage(route.label) : '';
  const listPath = pathOf('participant.redemption.list');
  if (result)
    return (
      <>
        <PageHeader title={title} />
        <MatchingDone result={result} listPath={listPath} onAgain={state.again} />
      </>
    );
  return (
    <>
      <PageHeader title={title} />
      <div className={styles.page}>
        <Body1>{intl.formatMessage(m.intro)}</Body1>
        <form
          className={styles.page}
          aria-label={intl.formatMessage(m.form)}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void state.simulate();
          }}
        >
          <MatchingFields
            values={values}
            set={set}
            errors={errors}
            accounts={options.accounts}
            beneficiaries={options.beneficiaries}
          />
          <PreferenceOrder
            values={values}
            set={set}
            errors={errors}
            plants={options.plants}
            sources={options.sources}
          />
          <div className={styles.actions}>
            <Button appearance="primary" type="submit" disabled={busy}>
              {intl.formatMessage(m.simulate)}
            </Button>
            {busy && !run ? <Spinner size="tiny" label={intl.formatMessage(m.simulating)} /> : null}
          </div>
        </form>
        {state.failure ? (
          <MessageBar intent="error">
            <MessageBarBody>{translate(intl, state.failure)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {run ? (
          <MatchingResult
            preview={run.preview}
            importPath={pathOf('participant.beneficiary_hourly_consumption.import')}
            heatmapPath={pathOf('participant.certificates.hourly')}
          />
        ) : null}
        {run && runState(run.preview) === 'matched' ? (
          <MatchingRetire
            values={values}
            set={set}
            errors={errors}
            retirementAccounts={options.retirementAccounts}
            busy={busy}
            onConfirm={state.review}
          />
        ) : null}
      </div>
      {state.reviewing && run && confirm ? (
        <SummaryDialog
          confirm={confirm}
          lines={summaryLines(intl, values, run.preview, options)}
          busy={busy}
          onCancel={state.cancel}
          onConfirm={() => void state.confirm()}
        />
      ) : null}
    </>
  );
}

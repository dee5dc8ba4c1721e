import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import {
  checkRecRequest,
  type LineErrors,
  type Locale,
  messageFor,
  type RecRequestLine,
  resourceApi,
  toDomainError,
} from '@rec/domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { useApi } from '../app/ApiProvider';
import { siblingRoute, useCurrentRoute } from '../app/use-current-route';
import { PageHeader } from '../components/PageHeader';
import { useNotify } from '../notify/NotifyProvider';
import { recRequestMessages as m } from './messages';
import { RequestLine } from './RequestLine';
import { serverLineErrors } from './server-line-errors';
import { useRequestOptions } from './use-request-options';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '960px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const blank = (): RecRequestLine => ({
  business_id: '',
  period: '',
  scheme: '',
  volume: '',
  participant_id: '',
  granularity: 'monthly',
});

// The registrant's emission request (ADR 0025): one line is POST /recs, several one POST
// /recs/batch (all or nothing). Bespoke: its month options and volume come from another
// resource's query and depend on the plant chosen in the same line, which no form kind does.
export function Component() {
  const intl = useIntl();
  const styles = useStyles();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const route = useCurrentRoute();
  const listPath = siblingRoute(route, 'recs', 'list')?.path ?? '/';
  const [lines, setLines] = useState<RecRequestLine[]>([blank()]);
  const [errors, setErrors] = useState<LineErrors[]>([]);
  const [busy, setBusy] = useState(false);
  const options = useRequestOptions(lines.map((line) => line.business_id));
  // A line that names no participant yet proposes its plant's (when the links allow it).
  const shown = lines.map((line) => ({
    ...line,
    participant_id: line.participant_id || options.defaultReceiver(line.business_id),
  }));
  const title = route ? intl.formatMessage(route.label) : intl.formatMessage(m.send);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkRecRequest(shown, options.available, intl.locale as Locale);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors([]);
    setBusy(true);
    const recs = resourceApi(api, 'recs');
    try {
      if (checked.bodies.length === 1 && checked.bodies[0]) await recs.create(checked.bodies[0]);
      else await recs.call('batchCreate', { body: { items: checked.bodies } });
      notify({ message: m.sent, intent: 'success' });
      await mutate((key) => Array.isArray(key) && (key[0] === 'recs' || key[0] === 'businesses'));
      navigate(listPath);
    } catch (error) {
      // 429 says 'Você atingiu o limite de emissão'; a refusal names its cause (EXCEEDS_AVAILABLE…),
      // and on the line and field it concerns (PARTICIPANT_NOT_LINKED on the participant).
      const domainError = toDomainError(error);
      const message = messageFor(domainError, { resource: 'recs', action: 'create' });
      setErrors(serverLineErrors(domainError, shown.length, message) ?? []);
      notify({ message });
    } finally {
      setBusy(false);
    }
  };

  const update = (index: number, line: RecRequestLine) => setLines(lines.map((l, i) => (i === index ? line : l)));
  const remove = (index: number) => {
    setLines(lines.filter((_, i) => i !== index));
    setErrors(errors.filter((_, i) => i !== index));
  };
  return (
    <>
      <PageHeader title={title} />
      <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={title}>
        <Body1>{intl.formatMessage(m.intro)}</Body1>
        {shown.map((line, index) => (
          <RequestLine
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
            key={index}
            number={index + 1}
            line={line}
            errors={errors[index] ?? {}}
            plants={options.plants}
            months={options.monthsOf(line.business_id)}
            refused={options.refusedOf(line.business_id)}
            receivers={options.receiversOf(line.business_id)}
            onChange={(next) => update(index, next)}
            onRemove={lines.length > 1 ? () => remove(index) : null}
          />
        ))}
        <div className={styles.actions}>
          <Button icon={<Add20Regular />} onClick={() => setLines([...lines, blank()])}>
            {intl.formatMessage(m.add)}
          </Button>
        </div>
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={busy}>
            {busy
              ? intl.formatMessage(m.sending)
              : lines.length > 1
                ? intl.formatMessage(m.sendMany, { count: lines.length })
                : intl.formatMessage(m.send)}
          </Button>
          <Button onClick={() => navigate(listPath)}>{intl.formatMessage(m.cancel)}</Button>
        </div>
      </form>
    </>
  );
}

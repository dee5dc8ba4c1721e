import { Body1, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { type ActivityFrom, DEFAULT_TIME_ZONE, messageFor, type ResourceName, resource } from '@rec/domain';
import { useIntl } from 'react-intl';
import { Panel } from '../components/Panel';
import { translate } from '../i18n/translate';
import { detailMessages as m } from './messages';
import { useActivity } from './use-activity';

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(9rem, auto) 1fr',
    columnGap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} 0`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  when: { color: tokens.colorNeutralForeground3 },
  what: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXXS, minWidth: 0 },
  detail: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

type Props = { name: ResourceName; record: Readonly<Record<string, unknown>> };
type Step = { kind?: unknown; at?: unknown; by_name?: unknown; detail?: unknown; flag?: boolean };

// What happened to the record and who did it, oldest first, as the server recorded it.
export function ActivityPanel({ name, record }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const activity = resource(name).activity;
  const { data, error, isLoading } = useActivity(name, Number(record.id));
  if (!activity) return null;
  const steps: Step[] = activity.from ? stepsOf(record, activity.from) : (data?.data ?? []);
  const when = (at: unknown) =>
    typeof at === 'string'
      ? intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE })
      : '';
  return (
    <Panel title={intl.formatMessage(m.activity)}>
      {isLoading ? <Spinner size="tiny" label={intl.formatMessage(m.loading)} /> : null}
      {error ? <Body1>{translate(intl, messageFor(error, { resource: name, action: 'show' }))}</Body1> : null}
      <ol className={styles.list}>
        {steps.map((step) => {
          const kind = activity.kinds[String(step.kind)];
          const flag = step.flag && activity.from?.automatic ? activity.kinds[activity.from.automatic] : undefined;
          return (
            <li key={`${String(step.kind)}-${String(step.at)}-${String(step.detail)}`} className={styles.item}>
              <Caption1 className={styles.when}>{when(step.at)}</Caption1>
              <div className={styles.what}>
                <Body1>
                  {kind ? intl.formatMessage(kind) : String(step.kind)}
                  {typeof step.by_name === 'string' ? ` — ${intl.formatMessage(m.by, { name: step.by_name })}` : ''}
                </Body1>
                {typeof step.detail === 'string' ? <Caption1 className={styles.detail}>{step.detail}</Caption1> : null}
                {flag ? <Caption1 className={styles.detail}>{intl.formatMessage(flag)}</Caption1> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

// The steps a record carries itself (an offer's history), in the shape the activity operation answers.
const stepsOf = (record: Readonly<Record<string, unknown>>, from: ActivityFrom): Step[] => {
  const list = record[from.field];
  return (Array.isArray(list) ? list : []).map((entry: Record<string, unknown>) => ({
    kind: entry[from.kind],
    at: entry.at,
    by_name: entry[from.by],
    flag: from.automatic ? entry[from.automatic] === true : false,
  }));
};

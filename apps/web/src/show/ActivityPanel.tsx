import { Body1, Caption1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { DEFAULT_TIME_ZONE, messageFor, type ResourceName, resource } from '@rec/domain';
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

type Props = { name: ResourceName; id: number };

// What happened to the record and who did it, oldest first, as the server recorded it.
export function ActivityPanel({ name, id }: Props) {
  const intl = useIntl();
  const styles = useStyles();
  const activity = resource(name).activity;
  const { data, error, isLoading } = useActivity(name, id);
  if (!activity) return null;
  const when = (at: unknown) =>
    typeof at === 'string'
      ? intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short', timeZone: DEFAULT_TIME_ZONE })
      : '';
  return (
    <Panel title={intl.formatMessage(m.activity)}>
      {isLoading ? <Spinner size="tiny" label={intl.formatMessage(m.loading)} /> : null}
      {error ? <Body1>{translate(intl, messageFor(error, { resource: name, action: 'show' }))}</Body1> : null}
      <ol className={styles.list}>
        {(data?.data ?? []).map((step) => {
          const kind = activity.kinds[String(step.kind)];
          return (
            <li key={`${String(step.kind)}-${String(step.at)}-${String(step.detail)}`} className={styles.item}>
              <Caption1 className={styles.when}>{when(step.at)}</Caption1>
              <div className={styles.what}>
                <Body1>
                  {kind ? intl.formatMessage(kind) : String(step.kind)}
                  {typeof step.by_name === 'string' ? ` — ${intl.formatMessage(m.by, { name: step.by_name })}` : ''}
                </Body1>
                {typeof step.detail === 'string' ? <Caption1 className={styles.detail}>{step.detail}</Caption1> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </Panel>
  );
}

import { Spinner, Text } from '@fluentui/react-components';
import { formatDecimal, type HourlyMovePreview, type Locale } from '@rec/domain';
import { mwhOf as mwhOfWh } from '@rec/domain/hourly';
import { useIntl } from 'react-intl';
import { hourlyMoveMessages as m } from './messages';
import { PreviewDays } from './PreviewDays';
import { distinctHours, previewDays, previewPlants } from './preview-model';
import { useMoveStyles } from './styles';
import type { Option } from './use-move-options';

type Props = {
  preview: HourlyMovePreview | undefined;
  loading: boolean;
  // The selection is incomplete (or refused: its message is under its input).
  idle: boolean;
  plants: readonly Option[];
};

// What the selection would move now, from the API's preview: bundles, MWh and hours, the plants
// and the days. The figures are the ones the move books (the same rule picks them).
export function MovePreview({ preview, loading, idle, plants }: Props) {
  const intl = useIntl();
  const styles = useMoveStyles();
  const locale = intl.locale as Locale;
  const plantName = (id: number) =>
    plants.find((p) => p.value === String(id))?.label ?? intl.formatMessage(m.plantUnknown, { id });
  return (
    <section className={styles.section} aria-labelledby="hourly-move-preview">
      <Text id="hourly-move-preview" as="h2" weight="semibold" size={400}>
        {intl.formatMessage(m.previewTitle)}
      </Text>
      <div role="status" aria-live="polite">
        {loading ? <Spinner size="tiny" label={intl.formatMessage(m.previewLoading)} /> : null}
        {!loading && (idle || !preview) ? <Text>{intl.formatMessage(m.previewIdle)}</Text> : null}
        {!loading && !idle && preview ? (
          <Text className={styles.figures}>
            {intl.formatMessage(m.figures, {
              bundles: preview.bundles,
              volume: formatDecimal(preview.mwh, { locale }),
              hours: distinctHours(preview.hours),
            })}
          </Text>
        ) : null}
      </div>
      {!loading && !idle && preview?.hours.length ? (
        <>
          <Text weight="semibold">{intl.formatMessage(m.plants)}</Text>
          <ul className={styles.plants}>
            {previewPlants(preview.hours).map((p) => (
              <li key={p.business_id}>
                {intl.formatMessage(m.plantLine, {
                  plant: plantName(p.business_id),
                  volume: formatDecimal(mwhOfWh(p.wh), { locale }),
                })}
              </li>
            ))}
          </ul>
          <PreviewDays days={previewDays(preview.hours)} />
        </>
      ) : null}
    </section>
  );
}

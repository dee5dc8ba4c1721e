import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Figure } from '@rec/domain';
import { useIntl } from 'react-intl';
import { valueText } from './format';
import { WidgetLink } from './WidgetLink';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  // The value above its label, every value on one line even when a label wraps.
  figure: {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    rowGap: tokens.spacingVerticalXXS,
  },
  value: { margin: 0, fontVariantNumeric: 'tabular-nums' },
});

// Headline figures as a description list: the label, then the value (which links to its list).
export function FiguresBody({ figures, data }: { figures: readonly Figure[]; data: unknown }) {
  const intl = useIntl();
  const styles = useStyles();
  const row = (data ?? {}) as Record<string, unknown>;
  return (
    <dl className={styles.list}>
      {figures.map((f) => (
        <div key={f.key} className={styles.figure}>
          <dt>
            <Text size={200}>{intl.formatMessage(f.label)}</Text>
          </dt>
          <dd className={styles.value}>
            <Text size={500} weight="semibold">
              {f.link ? (
                <WidgetLink link={f.link}>{valueText(intl, f.format, row[f.key])}</WidgetLink>
              ) : (
                valueText(intl, f.format, row[f.key])
              )}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}

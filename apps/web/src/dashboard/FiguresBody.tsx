import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Figure } from '@rec/domain';
import { useIntl } from 'react-intl';
import { valueText } from './format';
import { WidgetLink } from './WidgetLink';

const useStyles = makeStyles({
  // Tiles in a responsive grid, wide enough for a long pt-BR MWh figure ("1.086.689,643780") on one
  // line at 900 px and up; a narrower tile wraps its figure inside itself rather than running into the next.
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13.5rem), 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  // The value above its label. Each tile has its own edge, so two figures never read as one number.
  figure: {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    rowGap: tokens.spacingVerticalXXS,
    minWidth: 0,
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorBrandStroke2,
  },
  value: { margin: 0, minWidth: 0, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
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

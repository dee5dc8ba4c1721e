import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useHeatStyles } from './heat-styles';

const useStyles = makeStyles({
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  item: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  title: { fontWeight: tokens.fontWeightSemibold },
});

/** One shade and what it stands for. */
export type Shade = { shade: string; text: string };

// A grid's legend: its title, then each shade's swatch and meaning, as a labelled list.
export function ShadeLegend({ title, items }: { title: string; items: readonly Shade[] }) {
  const styles = useStyles();
  const heat = useHeatStyles();
  return (
    <ul className={styles.legend} aria-label={title}>
      <li className={styles.title} aria-hidden>
        {title}
      </li>
      {items.map((item) => (
        <li key={item.text} className={styles.item}>
          <span className={mergeClasses(heat.swatch, item.shade)} aria-hidden />
          {item.text}
        </li>
      ))}
    </ul>
  );
}

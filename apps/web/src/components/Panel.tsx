import { makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

// Fluent's Card, as we use it, is a surface with a heading; the component itself brings ≈ 9 kB
// gzip of focus and selection machinery (interactive, selectable cards) our panels never use.
// Same look as Card's medium size: 12px padding and gap, medium radius, shadow4, background 1,
// and a transparent border that forced-colours modes paint, as Card's own does.
const useStyles = makeStyles({
  panel: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    rowGap: '12px',
    padding: '12px',
    minWidth: 0,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow4,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      borderRadius: tokens.borderRadiusMedium,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
    },
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalS,
  },
});

type Props = {
  title: ReactNode;
  children?: ReactNode;
  /** The link or button beside the heading. */
  action?: ReactNode;
  /** The heading's id: given, the panel is a region named by its heading. */
  headingId?: string;
  className?: string;
};

// A titled surface (an h2 and its content) for detail pages and dashboards.
export function Panel({ title, children, action, headingId, className }: Props) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.panel, className)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Subtitle2 as="h2" id={headingId}>
          {title}
        </Subtitle2>
        {action}
      </div>
      {children}
    </section>
  );
}

import { makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground2 },
});

// The page itself has no margin: the shell and the public card own the whole viewport.
const useGlobalStyles = makeStaticStyles({ body: { margin: 0 } });

// The page's frame, styled inside the provider: its class then matches the page's direction, and
// it stays off the portals (a className on FluentProvider is copied onto every portal's mount node,
// which turned toasts and drawers into full-window opaque layers). The prerendered sign-in
// (auth/prerender/render.tsx) wraps its copy in it too.
export function Frame({ children }: { children: ReactNode }) {
  const styles = useStyles();
  useGlobalStyles();
  return <div className={styles.root}>{children}</div>;
}

import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { navigateTo } from '../app/location';

// A link between public screens: a real <a href> (keyboard, screen readers, "open in a new tab")
// that navigates inside the page on a plain click, as react-router's links do.
export function PublicLink({ to, children }: { to: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const same = `${window.location.pathname}${window.location.search}` === to;
    navigateTo(to, { replace: same });
  };
  return (
    <Link as="a" href={to} onClick={onClick}>
      {children}
    </Link>
  );
}

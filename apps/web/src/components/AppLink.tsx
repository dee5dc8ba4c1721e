import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

type Props = {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  // Called before the app navigates (a drawer closes itself).
  onClick?: () => void;
};

// A Fluent link that navigates inside the app (no page load) and stays a real <a href> for
// keyboard users, screen readers and "open in a new tab".
export function AppLink({ to, children, className, 'aria-label': label, onClick }: Props) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      as="a"
      href={href}
      onClick={(event) => {
        onClick?.();
        handleClick(event);
      }}
      className={className}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

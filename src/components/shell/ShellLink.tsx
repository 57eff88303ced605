import type { MouseEvent, ReactNode } from 'react';
import { useShellNavigation } from './navigation';

/** A real link (href, middle-click works) whose plain clicks go through the shell navigation. */
export function ShellLink({
  to,
  className,
  children,
  current,
  ariaLabel,
  onNavigate,
}: {
  to: string;
  className?: string;
  children: ReactNode;
  current?: boolean;
  ariaLabel?: string;
  onNavigate?: () => void;
}) {
  const { navigate } = useShellNavigation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    navigate(to);
  };
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined} aria-label={ariaLabel} onClick={onClick}>
      {children}
    </a>
  );
}

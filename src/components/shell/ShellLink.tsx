import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';

/**
 * A header, footer or menu link. A router link, so a flow's route bridge can hold the move (the damage
 * report's leave dialog) like any other way out.
 */
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
  return (
    <Link to={to} className={className} aria-current={current ? 'page' : undefined} aria-label={ariaLabel} onClick={onNavigate}>
      {children}
    </Link>
  );
}

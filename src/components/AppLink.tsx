import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A plain link to an in-app address that is not a typed route (e.g. `/kjop-forsikring?kontekst=…`,
 * whose search schema belongs to the purchase wizard): navigates in the app on a plain click, and
 * keeps the browser's behaviour for modified clicks (new tab, new window).
 */
export function AppLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

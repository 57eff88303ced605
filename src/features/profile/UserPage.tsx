import type { ReactNode } from 'react';
import type { User } from '../../../domain/types';
import { useUser } from '../../api/getUser';
import { page } from '../../styles/ui.css';

/** 'Laster...' under the page's title: while the user loads (also the route's pendingComponent). */
export function UserPageLoading({ title }: { title: string }) {
  return (
    <div className={page} aria-busy="true">
      <h1>{title}</h1>
      <p role="status">Laster...</p>
    </div>
  );
}

/**
 * A page with the user's data (the route's beforeLoad has sent anonymous visitors home): 'Laster...'
 * while loading, 'Kunne ikke laste data, prøv på nytt' when the user call failed (or no longer
 * answers with a user), else the page.
 */
export function UserPage({ title, children }: { title: string; children: (user: User) => ReactNode }) {
  const { user, isLoading } = useUser();
  if (isLoading) return <UserPageLoading title={title} />;
  if (!user) {
    return (
      <div className={page}>
        <h1>{title}</h1>
        <p role="alert">Kunne ikke laste data, prøv på nytt</p>
      </div>
    );
  }
  return <>{children(user)}</>;
}

import type { ReactNode } from 'react';
import { Navigate } from '@tanstack/react-router';
import type { User } from '../../../domain/types';
import { useUser } from '../../api/getUser';
import { page } from '../../styles/ui.css';

/**
 * Pages with user data: 'Laster...' while loading, 'Kunne ikke laste data, prøv på nytt' on error,
 * anonymous users go to the home page (where they can log in).
 */
export function RequireUser({ title, children }: { title: string; children: (user: User) => ReactNode }) {
  const { user, error, isLoading } = useUser();
  if (isLoading) {
    return (
      <div className={page} aria-busy="true">
        <h1>{title}</h1>
        <p role="status">Laster...</p>
      </div>
    );
  }
  if (error) {
    return (
      <div className={page}>
        <h1>{title}</h1>
        <p role="alert">Kunne ikke laste data, prøv på nytt</p>
      </div>
    );
  }
  if (!user) return <Navigate to="/" replace />;
  return <>{children(user)}</>;
}

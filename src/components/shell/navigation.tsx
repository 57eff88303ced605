import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * One navigation function for the shell (header, footer, profile menu) so a flow can intercept
 * leaving it. A flow registers a `BeforeLeave` interceptor with `useBeforeLeave`; when the shell
 * navigates, the newest interceptor is asked first:
 *   - return false → not intercepted, the next interceptor is asked, finally the shell navigates;
 *   - return true  → intercepted: the shell does nothing, the flow shows its own dialog and later
 *     calls `attempt.proceed()` (e.g. on AVSLUTT) to complete the navigation without asking again.
 */
export interface LeaveAttempt {
  /** Target path (may include a query string). */
  to: string;
  /** Completes the navigation, bypassing all interceptors. */
  proceed: () => void;
}

export type BeforeLeave = (attempt: LeaveAttempt) => boolean;

export interface ShellNavigation {
  /** Navigate within the app (asks registered interceptors first). */
  navigate: (to: string) => void;
  /** Navigate without asking the interceptors (for a guard that has already decided, e.g. on AVSLUTT). */
  navigateWithoutGuard: (to: string) => void;
  /** Register an interceptor; returns the unregister function. Prefer `useBeforeLeave`. */
  registerBeforeLeave: (interceptor: BeforeLeave) => () => void;
}

const ShellNavigationContext = createContext<ShellNavigation | null>(null);

export function ShellNavigationProvider({
  children,
  navigateImpl,
}: {
  children: ReactNode;
  /** For tests; defaults to the TanStack router. */
  navigateImpl?: (to: string) => void;
}) {
  const router = useRouter();
  const interceptors = useRef<BeforeLeave[]>([]);

  const go = useCallback(
    (to: string) => {
      if (navigateImpl) navigateImpl(to);
      else void router.navigate({ href: to });
    },
    [navigateImpl, router],
  );

  const navigate = useCallback(
    (to: string) => {
      const attempt: LeaveAttempt = { to, proceed: () => go(to) };
      for (const interceptor of [...interceptors.current].reverse()) {
        if (interceptor(attempt)) return;
      }
      go(to);
    },
    [go],
  );

  const registerBeforeLeave = useCallback((interceptor: BeforeLeave) => {
    interceptors.current = [...interceptors.current, interceptor];
    return () => {
      interceptors.current = interceptors.current.filter((i) => i !== interceptor);
    };
  }, []);

  const value = useMemo(
    () => ({ navigate, navigateWithoutGuard: go, registerBeforeLeave }),
    [navigate, go, registerBeforeLeave],
  );
  return <ShellNavigationContext.Provider value={value}>{children}</ShellNavigationContext.Provider>;
}

export function useShellNavigation(): ShellNavigation {
  const value = useContext(ShellNavigationContext);
  if (!value) throw new Error('useShellNavigation must be used inside <ShellNavigationProvider>');
  return value;
}

/**
 * Registers `interceptor` while the calling component is mounted. The latest function is always
 * used, so it may close over fresh state without re-registering.
 */
export function useBeforeLeave(interceptor: BeforeLeave): void {
  const { registerBeforeLeave } = useShellNavigation();
  const latest = useRef(interceptor);
  useEffect(() => {
    latest.current = interceptor;
  });
  useEffect(() => registerBeforeLeave((attempt) => latest.current(attempt)), [registerBeforeLeave]);
}

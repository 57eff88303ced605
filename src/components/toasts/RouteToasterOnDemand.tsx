import { Suspense, lazy } from 'react';
import { useRouteToasterWanted } from './routeToasterDemand';

const RouteToaster = lazy(() => import('./Toasters').then((m) => ({ default: m.RouteToaster })));

/**
 * The app shell's route-level toaster, loaded and mounted on the first route-level toast (no page shows one
 * on its first paint). Toasts raised before it mounts wait in react-hot-toast's store and show when it does.
 */
export function RouteToasterOnDemand() {
  const wanted = useRouteToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RouteToaster />
    </Suspense>
  );
}

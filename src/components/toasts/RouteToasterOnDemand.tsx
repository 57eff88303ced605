import { Suspense, lazy } from 'react';
import { ROUTE_TOASTER_ID, useToasterWanted } from './toasterDemand';

const RouteToaster = lazy(() => import('./Toasters').then((m) => ({ default: m.RouteToaster })));

/**
 * The app shell's route-level toaster, loaded and mounted on the first route-level toast (no page shows one
 * on its first paint). Toasts raised before it mounts wait in react-hot-toast's store and show when it does.
 */
export function RouteToasterOnDemand() {
  const wanted = useToasterWanted(ROUTE_TOASTER_ID);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <RouteToaster />
    </Suspense>
  );
}

import { Suspense, lazy, useEffect, useRef } from 'react';
import { DAMAGE_FLOW_TOASTER_ID, useToasterWanted } from './toasterDemand';

const DamageFlowToasts = lazy(() => import('./Toasters').then((m) => ({ default: m.DamageFlowToasts })));

/**
 * The damage flow's toaster: mount it inside the flow's layout. Its region is there from the start: Alt+T moves focus
 * to it (a labelled landmark), Escape returns focus to where it was. react-hot-toast's list is loaded and mounted
 * with the flow's first toast (no step shows one as it opens); a toast raised before it mounts waits in
 * react-hot-toast's store and shows when it does.
 */
export function DamageFlowToaster() {
  const regionRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const wanted = useToasterWanted(DAMAGE_FLOW_TOASTER_ID);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && (event.key === 't' || event.key === 'T' || event.code === 'KeyT')) {
        event.preventDefault();
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <div
      ref={regionRef}
      role="region"
      aria-label="Varsler (Alt+T)"
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && returnFocus.current) {
          returnFocus.current.focus();
          returnFocus.current = null;
        }
      }}
    >
      {wanted ? (
        <Suspense fallback={null}>
          <DamageFlowToasts />
        </Suspense>
      ) : null}
    </div>
  );
}

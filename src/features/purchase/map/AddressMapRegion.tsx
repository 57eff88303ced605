import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { hasWebGL2, MAP_DEFAULT_CENTER } from './mapConfig';
import * as css from '../purchase.css';
import { MAP_LOADING_TEXT } from '../texts';
import { useCustomerHasActed } from './useCustomerHasActed';

const AddressMap = lazy(() => import('./AddressMap'));

class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('The address map failed', error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * False until the screen that shows the region has been painted. The map's code (the largest file of the app)
 * then starts loading after the step's text is on screen, not ahead of it on a slow line.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued from an animation frame runs once that frame has been presented.
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => setPainted(true))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

const Fallback = ({ text }: { text: string }) => <p className={css.mapFallback}>{text}</p>;

/**
 * The map of the address step in a labelled region, described by the chosen address as text (`describedById`).
 * The map library loads only here, and only once it has something to show or the customer has started on the page
 * (a click, tap or key, or the pointer on the map): its code and first frame are the longest work on the wizard's
 * main thread, and a phone that did it while the page came up would answer the customer's first tap late. Until
 * then the frame shows what the map shows at its default centre, its background and the hint. Without WebGL 2, or
 * when the map fails, a short text stands in for it.
 */
export function AddressMapRegion({
  latitude,
  longitude,
  marker,
  describedById,
}: {
  latitude: number | null;
  longitude: number | null;
  marker: boolean;
  describedById: string;
}) {
  const [canDraw, setCanDraw] = useState(hasWebGL2);
  const painted = useAfterFirstPaint();
  const [acted, act] = useCustomerHasActed();
  const loading = <Fallback text={MAP_LOADING_TEXT} />;
  const unavailable = <Fallback text="Kartet kan ikke vises her. Adressen du har valgt, står under kartet." />;
  const center = marker && latitude !== null && longitude !== null ? { latitude, longitude } : MAP_DEFAULT_CENTER;
  const drawing = painted && (marker || acted);
  return (
    <div role="region" aria-label="Kart over adressen" aria-describedby={describedById} className={css.mapFrame} onPointerEnter={act}>
      {!canDraw ? (
        unavailable
      ) : (
        <MapErrorBoundary fallback={unavailable}>
          {drawing ? (
            <Suspense fallback={loading}>
              <AddressMap latitude={center.latitude} longitude={center.longitude} marker={marker} onUnavailable={() => setCanDraw(false)} />
            </Suspense>
          ) : marker ? (
            loading
          ) : null}
          {marker ? null : (
            // Seen only: the chosen address (or that none is chosen) is the region's description.
            <p className={css.mapHint} aria-hidden="true">
              Velg en adresse, så viser vi den i kartet.
            </p>
          )}
        </MapErrorBoundary>
      )}
    </div>
  );
}

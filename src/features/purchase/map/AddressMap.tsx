/**
 * The map itself (loaded lazily: the map library is only in this chunk). A marker on the chosen address; the
 * map moves to it. Keyboard users can pan with the arrows and zoom with +/-; Tab leaves the map as usual.
 */
import { useEffect, useRef, useState } from 'react';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { Map, Marker, NavigationControl, type MapRef } from 'react-map-gl/maplibre';
import { absoluteMapUrl, MAP_DEFAULT_ZOOM, MAP_STYLE_URL } from './mapConfig';
import * as css from '../purchase.css';
import { MAP_LOADING_TEXT } from '../texts';

// The worker is a separate file of the build; without this it is looked up next to the page and 404s.
maplibregl.setWorkerUrl(workerUrl);

const NB_LOCALE = {
  'Map.Title': 'Kart',
  'Marker.Title': 'Valgt adresse',
  'NavigationControl.ZoomIn': 'Zoom inn',
  'NavigationControl.ZoomOut': 'Zoom ut',
  'NavigationControl.ResetBearing': 'Nullstill retning mot nord',
  'AttributionControl.ToggleAttribution': 'Vis eller skjul kilder',
  'AttributionControl.MapFeedback': 'Gi tilbakemelding på kartet',
};

/**
 * Whether WebGL is drawn in software (no usable GPU: a virtual machine, a blocklisted driver, a headless browser).
 * Then every pixel is drawn on the CPU and the page's compositor reads each frame back from the canvas.
 */
function drawnInSoftware(map: maplibregl.Map): boolean {
  const gl = map.getCanvas().getContext('webgl2');
  const info = gl?.getExtension('WEBGL_debug_renderer_info');
  const renderer = gl && info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(renderer);
}

const prefersReducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface AddressMapProps {
  latitude: number;
  longitude: number;
  /** Show the marker (an address is chosen). */
  marker: boolean;
  styleUrl?: string;
  /** The map could not be created (no WebGL context): its text alternative takes its place. */
  onUnavailable: () => void;
}

export default function AddressMap({ latitude, longitude, marker, styleUrl = MAP_STYLE_URL, onUnavailable }: AddressMapProps) {
  const ref = useRef<MapRef>(null);
  // Hidden until its first complete frame: without a GPU every frame drawn on screen is read back from the
  // canvas, and the frames before 'load' (background only, then each source) would each cost that.
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const map = ref.current;
    if (!map) return;
    const center: [number, number] = [longitude, latitude];
    // It glides only to a point already in view. Further off (the first address, from the default centre: hundreds
    // of metres, dozens of screens at this zoom) a glide shows nothing to follow, and its ~50 frames of drawing were
    // the main thread's work when the customer went on to NESTE: that click waited for them (80–112 ms to the next
    // paint at a phone's 4x, against 24–56 ms with the jump).
    if (prefersReducedMotion() || !map.getBounds().contains(center)) map.jumpTo({ center });
    else map.easeTo({ center, duration: 800 });
  }, [latitude, longitude]);

  return (
    <>
      {loaded ? null : <p className={css.mapLoading}>{MAP_LOADING_TEXT}</p>}
      <Map
        ref={ref}
        mapLib={maplibregl}
        initialViewState={{ latitude, longitude, zoom: MAP_DEFAULT_ZOOM }}
        mapStyle={absoluteMapUrl(styleUrl)}
        transformRequest={(url) => ({ url: absoluteMapUrl(url) })}
        locale={NB_LOCALE}
        attributionControl={{ compact: true }}
        style={{ width: '100%', height: '100%', visibility: loaded ? 'visible' : 'hidden' }}
        onLoad={({ target: map }) => {
          if (!drawnInSoftware(map) || map.getPixelRatio() <= 1) return setLoaded(true);
          // Drawn in software, one pixel per CSS pixel (a third of a phone's 1.75² as many to draw and read back);
          // shown once that frame is drawn.
          map.setPixelRatio(1);
          map.once('idle', () => setLoaded(true));
        }}
        onError={(event) => {
          console.error('The address map failed', event.error);
          // An error of a created map (a source that did not load) has the map as target; the map stays.
          if (!event.target) onUnavailable();
          else setLoaded(true);
        }}
      >
        <NavigationControl showCompass={false} />
        {marker ? (
          <Marker latitude={latitude} longitude={longitude} anchor="bottom">
            <svg className={css.mapMarker} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                stroke="#fff"
                strokeWidth="1.5"
                d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
          </Marker>
        ) : null}
      </Map>
    </>
  );
}

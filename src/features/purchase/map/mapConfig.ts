/**
 * The address map's configuration (SPEC §2 Purchase wizard step 1). The style URL is a build-time setting:
 * VITE_MAP_STYLE_URL, by default the server's offline style (/map/style.json; MAP_STYLE=kartverket on the
 * server switches it to Kartverket's topographic tiles).
 */
import { MAP_PATHS } from '../../../../domain/mapPaths';

export const MAP_STYLE_URL: string = import.meta.env.VITE_MAP_STYLE_URL || MAP_PATHS.style;

/** Where the map looks before an address is chosen, and how close. */
export const MAP_DEFAULT_CENTER = { latitude: 59.91, longitude: 10.75 } as const;
export const MAP_DEFAULT_ZOOM = 20;
export const MAP_HEIGHT_PX = 400;

/** Resolves a site-relative resource URL of the style against the page, so the map's workers can fetch it. */
export function absoluteMapUrl(url: string, base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href): string {
  try {
    return new URL(url, base).href;
  } catch {
    return url;
  }
}

/**
 * Whether the browser has WebGL 2, which the map library needs. Only that the API exists: creating a context to
 * ask costs a long task on the wizard's first render, and the map reports a context it cannot create itself
 * (AddressMap's onUnavailable).
 */
export function hasWebGL2(): boolean {
  return typeof WebGL2RenderingContext === 'function';
}

/**
 * MapLibre styles (style spec v8) the server serves at /map/style.json:
 * - local: works offline — a plain background, the streets and address points of the bundled address dataset
 *   (server/data/addresses.json) as GeoJSON. No text layers, so no glyph server is needed.
 * - kartverket: Kartverket's open topographic raster tiles (WMTS as XYZ, "© Kartverket"); needs internet.
 * Source URLs are site-relative; the map resolves them against the page (transformRequest).
 */
import { addressTextOfSource as label } from '../../domain/addressText';
import { MAP_PATHS } from '../../domain/mapPaths';
import type { AddressSearchSource } from '../../domain/types';

type Position = [number, number];
interface Feature<G> {
  type: 'Feature';
  id?: number;
  geometry: G;
  properties: Record<string, string | number>;
}
export interface FeatureCollection<G> {
  type: 'FeatureCollection';
  features: Feature<G>[];
}
type Point = { type: 'Point'; coordinates: Position };
type LineString = { type: 'LineString'; coordinates: Position[] };

export const KARTVERKET_TILES = 'https://cache.kartverket.no/v1/wmts/1.0.0/topo/default/webmercator/{z}/{y}/{x}.png';
export const KARTVERKET_ORIGIN = new URL(KARTVERKET_TILES).origin;
export const KARTVERKET_ATTRIBUTION = '© Kartverket';

const position = (a: AddressSearchSource): Position => [a.Posisjon.X, a.Posisjon.Y];

export function addressPoints(addresses: readonly AddressSearchSource[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: addresses.map((a) => ({
      type: 'Feature',
      id: a.AdresseId,
      geometry: { type: 'Point', coordinates: position(a) },
      properties: { adresse: label(a), adresseId: String(a.AdresseId) },
    })),
  };
}

/** Each street as a line between its two farthest address points (the dataset's streets are straight). */
export function streetLines(addresses: readonly AddressSearchSource[]): FeatureCollection<LineString> {
  const byStreet = new Map<string, AddressSearchSource[]>();
  for (const a of addresses) {
    const key = `${a.GateNavn}|${a.PostSted}`;
    byStreet.set(key, [...(byStreet.get(key) ?? []), a]);
  }
  const features: Feature<LineString>[] = [];
  for (const [key, list] of byStreet) {
    if (list.length < 2) continue;
    let best: [Position, Position] = [position(list[0]!), position(list[1]!)];
    let bestDistance = -1;
    for (const a of list) {
      for (const b of list) {
        const d = (a.Posisjon.X - b.Posisjon.X) ** 2 + (a.Posisjon.Y - b.Posisjon.Y) ** 2;
        if (d > bestDistance) [best, bestDistance] = [[position(a), position(b)], d];
      }
    }
    features.push({ type: 'Feature', geometry: { type: 'LineString', coordinates: best }, properties: { gate: key.split('|')[0]! } });
  }
  return { type: 'FeatureCollection', features };
}

const BACKGROUND = { id: 'bakgrunn', type: 'background', paint: { 'background-color': '#eef1ec' } };

export function localMapStyle() {
  return {
    version: 8,
    name: 'Husvern – lokalt adressekart',
    center: [10.75, 59.91],
    zoom: 15,
    sources: {
      gater: { type: 'geojson', data: MAP_PATHS.streets, attribution: 'Lokalt adressesett' },
      adresser: { type: 'geojson', data: MAP_PATHS.addresses },
    },
    layers: [
      BACKGROUND,
      {
        id: 'gater',
        type: 'line',
        source: 'gater',
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': '#ffffff',
          'line-width': ['interpolate', ['exponential', 2], ['zoom'], 10, 1, 15, 6, 20, 160],
        },
      },
      {
        id: 'gatekant',
        type: 'line',
        source: 'gater',
        paint: { 'line-color': '#c9cfcc', 'line-width': 1, 'line-gap-width': ['interpolate', ['exponential', 2], ['zoom'], 10, 1, 15, 6, 20, 160] },
      },
      {
        id: 'adressepunkter',
        type: 'circle',
        source: 'adresser',
        paint: {
          'circle-color': '#6b7773',
          'circle-radius': ['interpolate', ['linear'], ['zoom'], 10, 1.5, 15, 4, 20, 14],
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  };
}

export function kartverketMapStyle() {
  return {
    version: 8,
    name: 'Kartverket topografisk',
    center: [10.75, 59.91],
    zoom: 15,
    sources: {
      kartverket: {
        type: 'raster',
        tiles: [KARTVERKET_TILES],
        tileSize: 256,
        minzoom: 0,
        maxzoom: 18,
        attribution: KARTVERKET_ATTRIBUTION,
      },
    },
    layers: [BACKGROUND, { id: 'kartverket-topo', type: 'raster', source: 'kartverket' }],
  };
}

/** Where the server serves the address map's own style and data (server/routes/map.ts); the map's default style. */
export const MAP_PATHS = {
  style: '/map/style.json',
  addresses: '/map/addresses.geojson',
  streets: '/map/streets.geojson',
} as const;

/**
 * The map of the purchase wizard's address step (public, cacheable): GET /map/style.json (MAP_STYLE picks the
 * offline style or Kartverket's tiles), GET /map/addresses.geojson and /map/streets.geojson (the bundled dataset).
 */
import { Hono } from 'hono';
import { getAddresses } from '../emulators';
import type { AppEnv } from '../appEnv';
import { addressPoints, kartverketMapStyle, localMapStyle, streetLines } from '../lib/mapStyle';

const CACHE = 'public, max-age=3600';

export function mapRoutes(): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  let points: ReturnType<typeof addressPoints> | undefined;
  let streets: ReturnType<typeof streetLines> | undefined;

  r.get('/style.json', (c) => {
    c.header('Cache-Control', CACHE);
    return c.json(c.get('config').mapStyle === 'kartverket' ? kartverketMapStyle() : localMapStyle());
  });
  r.get('/addresses.geojson', (c) => {
    c.header('Cache-Control', CACHE);
    c.header('Content-Type', 'application/geo+json');
    return c.body(JSON.stringify((points ??= addressPoints(getAddresses()))));
  });
  r.get('/streets.geojson', (c) => {
    c.header('Cache-Control', CACHE);
    c.header('Content-Type', 'application/geo+json');
    return c.body(JSON.stringify((streets ??= streetLines(getAddresses()))));
  });
  r.all('*', (c) => c.json({ message: 'Fant ikke kartressursen.' }, 404));
  return r;
}

/** Server configuration, from the environment only (no secrets in the repository). */
export interface Config {
  /** PORT, default 3000. */
  port: number;
  /** DATABASE_URL: PostgreSQL connection string. Unset → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** DATA_DIR: PGlite data directory, default ./data/pglite. */
  dataDir: string;
  /** AUTH_MODE: 'test' (default) shows the test e-ID login page; 'off' disables it (404). */
  authMode: 'test' | 'off';
  /** PUBLIC_DIR: the built app, default dist. */
  publicDir: string;
  /** ADDRESS_SEARCH_TOKEN: token the address search emulator requires in X-WAAPI-TOKEN. */
  addressSearchToken: string;
  /**
   * TRUSTED_ORIGINS: comma-separated extra origins treated as this site for login redirects and the login form's
   * Origin check, e.g. the Vite dev server whose proxy rewrites the Host header. Unset with AUTH_MODE=test →
   * the local Vite origins (http://localhost:5173, http://127.0.0.1:5173); set it empty to trust none.
   */
  trustedOrigins: string[];
  /**
   * MAP_STYLE: the map style /map/style.json serves. 'local' (default): offline, the bundled address points and
   * streets on a plain background; 'kartverket': Kartverket's open topographic raster tiles (needs internet).
   */
  mapStyle: 'local' | 'kartverket';
}

const LOCAL_VITE_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  const authMode = (env.AUTH_MODE ?? 'test').toLowerCase();
  if (authMode !== 'test' && authMode !== 'off') throw new Error(`Invalid AUTH_MODE: ${env.AUTH_MODE} (test|off)`);
  const mapStyle = (env.MAP_STYLE || 'local').toLowerCase();
  if (mapStyle !== 'local' && mapStyle !== 'kartverket') throw new Error(`Invalid MAP_STYLE: ${env.MAP_STYLE} (local|kartverket)`);
  return {
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || './data/pglite',
    authMode: authMode as Config['authMode'],
    publicDir: env.PUBLIC_DIR || 'dist',
    addressSearchToken: env.ADDRESS_SEARCH_TOKEN || 'local-address-token',
    trustedOrigins: (env.TRUSTED_ORIGINS ?? (authMode === 'test' ? LOCAL_VITE_ORIGINS : ''))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        try {
          return new URL(s).origin;
        } catch {
          throw new Error(`Invalid origin in TRUSTED_ORIGINS: ${s}`);
        }
      }),
    mapStyle: mapStyle as Config['mapStyle'],
  };
}

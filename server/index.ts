/** `npm run serve` / `npm start`: database, migrations, demo seed, then the app, /api, /.auth and /emulator on PORT. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth';
import { loadConfig } from './config';
import { openDatabase } from './db/open';
import { attachmentStore } from './lib/attachmentStore';

async function main() {
  const config = loadConfig();
  const auth = await createAuth(config);
  const db = await openDatabase(config);
  if (!existsSync(join(config.publicDir, 'index.html'))) {
    console.warn(`No ${join(config.publicDir, 'index.html')}: only /api, /.auth and /emulator are served (run npm run build).`);
  }
  const files = attachmentStore(config.attachmentsDir);
  await files.removeStaleTemp();
  const app = createApp({ db, config, files, auth, logRequests: process.env.LOG_REQUESTS !== '0' });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Husvern Min side: http://localhost:${info.port} (auth: ${config.authMode}, app from ${config.publicDir})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down…`);
    const force = setTimeout(() => process.exit(1), 5000);
    force.unref();
    server.close(() => {
      db.close()
        .catch((err: unknown) => console.error(err))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections (e.g. from the Vite proxy) would hold close() open.
    if ('closeAllConnections' in server) server.closeAllConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

/** `npm run serve` / `npm start`: database, migrations, demo seed, then the app, /api, /.auth and /emulator on PORT. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createAuth } from './auth';
import { loadConfig } from './config';
import { holdDataDir } from './db/dataDirLock';
import { openDatabase } from './db/open';
import { startNotifier } from './notify/notifier';
import { attachmentStore } from './storage/storeFromConfig';

async function main() {
  const config = loadConfig();
  const auth = await createAuth(config);
  const db = await openDatabase(config);
  // PGlite's directory is this process's while it runs: the commands that read it wait for it to stop (db/dataDirLock.ts).
  const letGo = config.databaseUrl ? () => undefined : holdDataDir(config.dataDir);
  process.once('exit', letGo);
  if (!existsSync(join(config.publicDir, 'index.html'))) {
    console.warn(`No ${join(config.publicDir, 'index.html')}: only /api, /.auth and /emulator are served (run npm run build).`);
  }
  console.log(
    config.claimsApi
      ? `Claims API on: PUT /api/claims/cases/{incidentId}/status takes tokens of ${config.claimsApi.issuer} for ${config.claimsApi.audience} with the role ${config.claimsApi.role}.`
      : 'Claims API off: CLAIMS_API_ISSUER is not set, so /api/claims answers 404 (docs/deploy.md).',
  );
  const files = attachmentStore(config);
  await files.prepare();
  // E-mails queued before this start (or by other servers and the command) are sent from its first round on.
  const notifier = startNotifier(db, config.notify);
  const draining = { now: false };
  const app = createApp({ db, config, files, auth, notifier, logRequests: process.env.LOG_REQUESTS !== '0', draining: () => draining.now });
  const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
    console.log(`Husvern Min side: http://localhost:${info.port} (auth: ${config.authMode}, app from ${config.publicDir}, files in ${files.description})`);
  });

  // SIGTERM (a deploy, a scale-in): stop taking connections, let the requests under way finish (an upload may take
  // a while on a slow line), let the e-mail under way be sent (the rest wait in the outbox), then close the database
  // pool and exit. /readyz answers 503 meanwhile.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    draining.now = true;
    console.log(`${signal}: finishing the requests under way, then shutting down…`);
    const force = setTimeout(() => {
      console.error(`Requests still under way after ${config.shutdownDrainMs} ms: exiting anyway.`);
      process.exit(1);
    }, config.shutdownDrainMs);
    force.unref();
    server.close(() => {
      clearInterval(idle);
      notifier
        .stop()
        .then(() => db.close())
        .catch((err: unknown) => console.error(err))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections wait for their next request: close each as soon as it is idle.
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const idle = setInterval(closeIdle, 100);
    closeIdle();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});

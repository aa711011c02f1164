import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Kysely } from 'kysely';
import { componentRegistry } from '@huddle/components/definitions';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppConfig } from './config-types.ts';
import { createDatabase, createLongReadDatabase } from './db/create-database.ts';
import type { Database } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { reduceMemoryFootprint } from './reduce-memory-footprint.ts';
import { createMailTransport, type MailTransport } from './services/email/mail-transport.ts';
import { startOutboxWorker, type OutboxWorker } from './services/email/outbox-worker.ts';
import { seedOnStart } from './seed/seed-on-start.ts';
import { LocalFileStore } from './files/local-file-store.ts';
import { startUploadSweeper } from './services/uploads/upload-sweep.ts';
import { startExportRetention } from './services/exports/export-retention.ts';
import { startPreviewModuleSweep } from './services/programs/validator-module-sweep.ts';
import { serverTimeoutOptions, withRequestDeadline } from './http/server-timeouts.ts';
import { isUploadRequest } from './routes/upload-routes.ts';
import { isHeaderGraphicUpload } from './routes/program-builder-logo-routes.ts';

/** How long open connections may finish after a shutdown signal before they are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Starts Huddle on one port (ARCHITECTURE.md §5): reads the configuration,
 * opens, migrates and (when empty) seeds the database (and, when it has no
 * Legends application, the synthetic Legends businesses), serves the app and,
 * without OIDC_ISSUER, the dev identity provider at /oidc (the seeders and
 * the provider are imported only then: seed-on-start.ts,
 * startDevIdentityProvider), and starts the
 * email outbox worker (SMTP_URL, or the dev mailbox), the hourly sweep of
 * unclaimed uploads and the hourly removal of exports older than
 * EXPORT_RETENTION_DAYS. Client timeouts per
 * config.timeouts (headers, whole request, uploads by size, keep-alive;
 * http/server-timeouts.ts). Prints one line when
 * ready, then asks V8 to hand back the heap pages startup grew into
 * (reduceMemoryFootprint); SIGINT/SIGTERM close the server, stop the worker and close the
 * mail transport and the database.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = createDatabase(config);
  await migrateToLatest(db);
  await seedOnStart(db, { registry: componentRegistry, now: new Date() });

  const longReadDb = createLongReadDatabase(config);

  const fileStore = new LocalFileStore(config.uploadsDir);
  const app = createApp({ db, config, registry: componentRegistry, fileStore, ...(longReadDb === null ? {} : { longReadDb }) });
  startUploadSweeper(db, fileStore, {
    onError: (error) => console.error('Sweeping unclaimed uploads failed:', error),
  });
  startExportRetention(db, fileStore, {
    retentionDays: config.exports.retentionDays,
    onError: (error) => console.error('Removing old exports failed:', error),
  });
  startPreviewModuleSweep(db, { onError: (error) => console.error('Removing old preview validator modules failed:', error) });
  const transport = createMailTransport(config);
  const worker = startOutboxWorker({
    db,
    transport,
    onError: (error, outboxId) =>
      console.error(`Email ${outboxId ?? '(outbox pass)'} not sent:`, error instanceof Error ? error.message : error),
  });
  const appListener = getRequestListener(app.fetch);
  const identityProvider = config.oidc.issuer === null ? await startDevIdentityProvider(config) : null;

  const isUpload = (method: string, path: string) => isUploadRequest(method, path) || isHeaderGraphicUpload(method, path);
  const server = createServer(
    serverTimeoutOptions(config.timeouts),
    withRequestDeadline(
      (req, res) => {
        if (identityProvider !== null && identityProvider.isRequest(req.url)) {
          identityProvider.provider.handle(req, res);
          return;
        }
        void appListener(req, res);
      },
      config.timeouts,
      isUpload,
    ),
  );
  server.once('error', (error) => {
    console.error(`Huddle cannot listen on port ${config.port}: ${error.message}`);
    void db.destroy().finally(() => process.exit(1));
  });
  server.listen(config.port, () => {
    console.log(`Huddle is ready at ${config.publicUrl}`);
    reduceMemoryFootprint();
  });
  stopOnSignals(server, { db, longReadDb }, { worker, transport });
}

/**
 * The development identity provider (oidc-provider), imported only when no
 * OIDC_ISSUER is configured, so a server signing in through a real provider
 * never loads it. `isRequest` tells whether a request URL is the provider's.
 */
async function startDevIdentityProvider(config: AppConfig) {
  const { createDevIdentityProvider, devIdentityProviderOptions, isDevIdentityProviderRequest } =
    await import('./auth/dev-identity-provider.ts');
  const provider = await createDevIdentityProvider(devIdentityProviderOptions(config));
  return { provider, isRequest: (url: string | undefined) => isDevIdentityProviderRequest(url, config) };
}

function stopOnSignals(
  server: Server,
  databases: { db: Kysely<Database>; longReadDb: Kysely<Database> | null },
  mail: { worker: OutboxWorker; transport: MailTransport },
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    console.log(`Huddle is stopping (${signal})`);
    server.closeIdleConnections();
    const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    cut.unref();
    server.close(() => {
      mail.worker
        .stop()
        .then(() => mail.transport.close())
        .then(() => databases.longReadDb?.destroy())
        .then(() => databases.db.destroy())
        .then(
          () => process.exit(0),
          (error: unknown) => {
            console.error('Closing the email worker or the database failed:', error);
            process.exit(1);
          },
        );
    });
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

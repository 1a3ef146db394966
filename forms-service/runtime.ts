import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { loadProducts } from '@/lib/content/products';
import { productOptions, warrantyYearsOf } from '@/lib/forms/product-options';
import { BASE, createApp } from './app';
import { readConfig, type Config } from './config';
import { openDb } from './db/open';
import { hasher, loadHashSecret } from './ids';
import { jsonLogger, type Logger } from './log';
import { loadKeyRing } from './newsletter/keys';
import { createMailer, mailFolder } from './mail/transport';
import { DEFAULT_POLICY } from './policy';
import { deliveryOf } from './outbox';
import { purge } from './purge';
import type { Services } from './services';
import { uploadFiles } from './uploads/files';
import { startWorker } from './worker';

/** The service's parts built from its configuration: store, files, hashing, mail. */
export async function buildServices(config: Config, log: Logger = jsonLogger()): Promise<Services> {
  const products = loadProducts();
  return {
    db: await openDb(config),
    config,
    policy: DEFAULT_POLICY,
    products: productOptions(products),
    warrantyYears: warrantyYearsOf(products),
    files: uploadFiles(path.join(config.dataDir, 'uploads')),
    hash: hasher(loadHashSecret(config.hashSecret, config.dataDir)),
    clock: () => new Date(),
    log,
    newsletter: { config: config.newsletter, ring: loadKeyRing(config.newsletter.unsubscribeKeys, config.dataDir) },
  };
}

/**
 * The whole service in this process: the app, and the outbox worker that delivers what
 * it stores. close() stops the worker after its round and closes the store.
 */
export async function startForms(config: Config = readConfig(), log: Logger = jsonLogger()) {
  const services = await buildServices(config, log);
  const mailer = createMailer(config.smtpUrl, mailFolder(config.dataDir), services.policy.outbox.parallel);
  const worker = startWorker(
    deliveryOf(services, mailer),
    () => purge(services.db, services.files, services.policy, services.clock()),
    log,
  );
  services.onStored = worker.kick;
  const app = createApp(services);
  return {
    app,
    services,
    async close() {
      await worker.stop();
      mailer.close();
      await services.db.close();
    },
  };
}

/**
 * One request listener for a plain node:http server: /api/forms/* goes to the forms
 * app (after its early refusal of a known flood), everything else to `fallback` (e.g.
 * serve-handler for the static export).
 */
export function mountForms(app: ReturnType<typeof createApp>, fallback: http.RequestListener): http.RequestListener {
  const forms = getRequestListener(app.fetch as never);
  return (req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith(`${BASE}/`)) {
      if (!app.refuseEarly(url.slice(BASE.length + 1).split('?')[0]!, req, res)) void forms(req, res);
    } else if (url === BASE || url.startsWith(`${BASE}?`)) void forms(req, res);
    else fallback(req, res);
  };
}

/**
 * Serves `listener` on `port` until SIGTERM or SIGINT, then stops taking connections,
 * lets the requests under way finish, and runs `onClose` (the worker and the store).
 */
export function serveUntilSignal(
  listener: http.RequestListener,
  port: number,
  onClose: () => Promise<void>,
  log: Logger,
  host?: string,
) {
  const server = http.createServer(listener);
  server.listen(port, host, () => log.info('listening', { port }));
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info('shutting down', { signal });
    server.close(() => {
      onClose()
        .then(() => log.info('stopped'))
        .catch((error: unknown) => log.error('stop failed', { error: String(error) }))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
    // Connections that stay open (a stuck client) do not keep the process forever.
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}

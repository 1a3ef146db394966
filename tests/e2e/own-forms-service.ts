import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A port nothing listens on. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * The forms service as its own process (forms-service/serve.ts) on the embedded store of a
 * fresh data folder, configured by `env` beyond that, for a spec that needs a service set
 * up otherwise than the one playwright.config.ts starts behind nginx.
 */
export async function startOwnFormsService(
  env: Record<string, string>,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/api/forms`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-e2e-'));
  const service = spawn(process.execPath, ['--import', 'tsx', 'forms-service/serve.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      FORMS_PORT: String(port),
      FORMS_DATA_DIR: dataDir,
      // Where the newsletter's mails link to: the service itself.
      FORMS_SERVICE_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  service.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  service.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  service.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await expect.poll(() => out, { timeout: 200_000 }).toContain('"listening"');
  return { url, process: service };
}

/**
 * Carries the page's posts to the build's forms endpoint (`endpoint`, as the page's forms
 * name it) to the service at `serviceUrl`, and its answers back unchanged, from now on.
 */
export async function routeFormsTo(page: Page, endpoint: string, serviceUrl: string) {
  await page.route(`${endpoint}/**`, async (route) => {
    const url = `${serviceUrl}/${route
      .request()
      .url()
      .slice(endpoint.length + 1)}`;
    const response = await route.fetch({ url, maxRedirects: 0 });
    await route.fulfill({ response });
  });
}

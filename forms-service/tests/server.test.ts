import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import handler from 'serve-handler';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { mountForms } from '../runtime';
import { testApp, VALID } from './support/app';
import { freePort } from './support/mail';
import { openTestStore, STORE, watchedStore, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const postJson = (port: number, pathName: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `server-${Date.now()}-key` },
    body: JSON.stringify(body),
  });

/** The forms app on a node:http server on a free loopback port, `rest` answering the other paths (404 by default). */
async function serveForms(
  app: ReturnType<typeof testApp>['app'],
  rest: http.RequestListener = (_req, res) => res.writeHead(404).end(),
) {
  const server = http.createServer(mountForms(app, rest));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as { port: number }).port };
}

describe(`the forms app on a node:http server (${STORE})`, () => {
  it('answers /api/forms next to a static site on one port', async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-site-'));
    fs.writeFileSync(path.join(site, 'index.html'), '<h1>Clonewave</h1>');
    const { app } = testApp(store.db);
    const { server, port } = await serveForms(app, (req, res) => void handler(req, res, { public: site }));
    try {
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('Clonewave');
      expect(await (await fetch(`http://127.0.0.1:${port}/api/forms/health`)).json()).toEqual({ status: 'ok' });
      const created = await postJson(port, '/api/forms/contact', VALID.contact);
      expect(created.status).toBe(201);
      expect((await fetch(`http://127.0.0.1:${port}/api/forms-not`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('reads the body from the Node request: text verbatim, and 413 once a chunked body passes the limit', async () => {
    const { app, services } = testApp(store.db);
    const { server, port } = await serveForms(app);
    try {
      const message = 'Größe "4K60" {HDR} \\ über USB-C?\nJa 📼';
      const created = await postJson(port, '/api/forms/contact', { ...VALID.contact, message });
      expect(created.status).toBe(201);
      const { reference } = (await created.json()) as { reference: string };
      const { rows } = await store.db.query<{ data: { message: string } }>(
        'SELECT data FROM submissions WHERE reference = $1',
        [reference],
      );
      expect(rows[0]?.data.message).toBe(message);

      // No Content-Length: the service counts what arrives and stops at its limit.
      const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
      let sent = 0;
      const endless = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.byteLength;
          if (sent > 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const refused = await fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'server-chunked-key-01' },
        body: endless,
        duplex: 'half',
      } as RequestInit);
      expect(refused.status).toBe(413);
      expect(((await refused.json()) as { status: number }).status).toBe(413);
      expect(services.policy.maxJsonBytes).toBeLessThan(1024 * 1024);
    } finally {
      server.close();
    }
  });
});

describe(`a known flood on a node:http server (${STORE})`, () => {
  it('is refused 429 before the app reads anything: the same answer, CORS for an allowed origin, other addresses and forms untouched', async () => {
    const partner = 'https://partner.example';
    const { app } = testApp(store.db, {
      env: { FORMS_TRUST_PROXY: '1', FORMS_ALLOWED_ORIGINS: partner },
      policy: { rateLimits: { perIpAndForm: [{ points: 2, seconds: 60 }], perEmail: [], uploadsPerIp: [] } },
    });
    const { server, port } = await serveForms(app);
    const send = (form: string, address: string, init: { headers?: Record<string, string>; body?: string } = {}) =>
      fetch(`http://127.0.0.1:${port}/api/forms/${form}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `flood-${Math.random().toString(36).slice(2)}`,
          'x-forwarded-for': address,
          ...init.headers,
        },
        body: init.body ?? JSON.stringify(form === 'ticket' ? VALID.ticket : VALID.contact),
      });
    const flooder = '203.0.113.77';
    try {
      expect([(await send('contact', flooder)).status, (await send('contact', flooder)).status]).toEqual([201, 201]);
      const counted = await send('contact', flooder);
      expect(counted.status).toBe(429);
      const countedBody = await counted.text();

      // Neither a key nor JSON: through the app this would be 400 or 415.
      const early = await send('contact', flooder, {
        headers: { 'content-type': 'text/plain', 'idempotency-key': '' },
        body: 'x',
      });
      expect(early.status).toBe(429);
      expect(early.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(early.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await early.text()).toBe(countedBody);
      for (const header of ['vary', 'access-control-expose-headers', 'access-control-allow-origin'])
        expect(early.headers.get(header), header).toBe(counted.headers.get(header));

      const fromPartner = await send('contact', flooder, { headers: { origin: partner } });
      expect(fromPartner.status).toBe(429);
      expect(fromPartner.headers.get('access-control-allow-origin')).toBe(partner);
      expect(fromPartner.headers.get('access-control-expose-headers')).toContain('Retry-After');
      expect((await send('contact', flooder, { headers: { origin: 'https://elsewhere.example' } })).status).toBe(403);

      expect((await send('ticket', flooder)).status).toBe(201);
      expect((await send('contact', '203.0.113.78')).status).toBe(201);
    } finally {
      server.close();
    }
  });

  it('is refused the same way from its first instant, while the uses that fill the budget are still being counted', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let counting!: () => void;
    const counted = new Promise<void>((resolve) => (counting = resolve));
    // The statement that counts the first request's use is held, as a slow store would.
    const held = watchedStore(store.db, (sql) => {
      if (!sql.includes('rate_limits')) return;
      counting();
      return gate;
    });
    const { app } = testApp(held, {
      env: { FORMS_TRUST_PROXY: '1' },
      policy: { rateLimits: { perIpAndForm: [{ points: 1, seconds: 60 }], perEmail: [], uploadsPerIp: [] } },
    });
    const { server, port } = await serveForms(app);
    const send = (headers: Record<string, string>, body: string) =>
      fetch(`http://127.0.0.1:${port}/api/forms/contact`, {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.90', ...headers },
        body,
      });
    try {
      const first = send(
        { 'content-type': 'application/json', 'idempotency-key': 'first-instant-key-01' },
        JSON.stringify(VALID.contact),
      );
      await counted;
      // Neither a key nor JSON: through the app this would be 400 or 415.
      const early = await send({ 'content-type': 'text/plain' }, 'x');
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe('1');
      open();
      expect((await first).status).toBe(201);
    } finally {
      open();
      server.close();
    }
  });
});

describe(`npm run forms:serve (${STORE})`, () => {
  it('serves, delivers through its worker, logs JSON without personal data, and stops on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-serve-'));
    if (STORE === 'PGlite') fs.cpSync(inject('pgliteTemplate'), path.join(dataDir, 'db'), { recursive: true });
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'forms-service/serve.ts'], {
      env: { ...process.env, FORMS_PORT: String(port), FORMS_DATA_DIR: dataDir, SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let i = 0; i < 600 && !out.includes('"listening"'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(out).toContain('"listening"');
      const created = await postJson(port, '/api/forms/ticket', VALID.ticket);
      expect(created.status).toBe(201);
      const { reference } = (await created.json()) as { reference: string };
      const mailDir = path.join(dataDir, 'mail');
      const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).filter((f) => f.endsWith('.eml')) : []);
      for (let i = 0; i < 200 && mails().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
      expect(
        mails()
          .map((f) => f.replace(/^[^Z]*Z-/, ''))
          .sort(),
      ).toEqual([`${reference}-team.eml`, `${reference}-visitor.eml`].sort());
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    const lines = out.trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toEqual(
      expect.arrayContaining(['listening', 'request', 'stored', 'delivered', 'shutting down', 'stopped']),
    );
    for (const personal of ['Dana', 'dana@example.com', '127.0.0.1', 'CWP-40918264'])
      expect(out).not.toContain(personal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

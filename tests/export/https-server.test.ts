import { execFile, execFileSync, spawn, type ExecFileSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '@/lib/security/headers';
import { writeSelfSignedCertificate } from '../../scripts/self-signed-certificate';
import { OUT_DIR } from './out-dir';

/**
 * deploy/nginx.conf as production runs it: the README's command, run as written in a fresh
 * folder holding out/ and deploy/, with a throw-away self-signed certificate at the
 * config's certificate paths. Only the two listen ports (80 and 443 need root and may be
 * taken), the redirect's port and the forms service's port (a service running on this
 * machine must not answer) are changed: HTTPS_TEST_HTTP_PORT, HTTPS_TEST_PORT and
 * HTTPS_TEST_FORMS_PORT.
 */
const HTTP_PORT = Number(process.env.HTTPS_TEST_HTTP_PORT ?? 8081);
const HTTPS_PORT = Number(process.env.HTTPS_TEST_PORT ?? 8443);
const HOST = 'localhost';
/** Where the config's forms service is moved to, with nothing listening there. */
const FORMS_PORT = Number(process.env.HTTPS_TEST_FORMS_PORT ?? 8449);
/** Where scripts/serve-nginx.sh listens with TLS_DIR, as the bench runs it. */
const SERVE_TLS_PORT = Number(process.env.SERVE_TLS_TEST_PORT ?? 8446);

let dir: string;
let ca: Buffer;
// Quiet unless a command fails: then its error carries stderr.
const QUIET: ExecFileSyncOptions = { stdio: ['ignore', 'ignore', 'pipe'] };
const nginx = (...args: string[]) =>
  execFileSync('nginx', ['-p', dir, '-c', 'deploy/nginx.conf', ...args], { cwd: dir, ...QUIET });

/** Replaces one line of the config, failing if it is no longer there. */
function replaceExactly(text: string, from: string, to: string): string {
  expect(text, `deploy/nginx.conf should contain "${from}"`).toContain(from);
  return text.replace(from, to);
}

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-https-'));
  // mkdtemp makes it 0700; nginx workers (nobody, when started as root) must read out/.
  fs.chmodSync(dir, 0o755);
  fs.symlinkSync(OUT_DIR, path.join(dir, 'out'));
  fs.cpSync('deploy', path.join(dir, 'deploy'), { recursive: true });
  ca = writeSelfSignedCertificate(path.join(dir, 'deploy/tls'), HOST);
  const confFile = path.join(dir, 'deploy/nginx.conf');
  let conf = fs.readFileSync(confFile, 'utf8');
  conf = replaceExactly(conf, 'listen 80;', `listen 127.0.0.1:${HTTP_PORT};`);
  conf = replaceExactly(conf, 'listen 443 ssl http2;', `listen 127.0.0.1:${HTTPS_PORT} ssl http2;`);
  conf = replaceExactly(conf, 'https://$host$request_uri', `https://$host:${HTTPS_PORT}$request_uri`);
  // Every location that passes to the service.
  expect(conf).toContain('proxy_pass http://127.0.0.1:8787;');
  conf = conf.replaceAll('proxy_pass http://127.0.0.1:8787;', `proxy_pass http://127.0.0.1:${FORMS_PORT};`);
  fs.writeFileSync(confFile, conf);
  // The README's command, as written (it starts nginx in the background).
  execFileSync('bash', ['-c', 'nginx -p "$PWD" -c deploy/nginx.conf'], { cwd: dir, ...QUIET });
});

afterAll(() => {
  if (!dir) return;
  try {
    nginx('-s', 'stop');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** One request over HTTP/2 (the client offers only h2: the server must speak it). */
function getHttp2(
  pathname: string,
  port = HTTPS_PORT,
  method = 'GET',
): Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(`https://${HOST}:${port}`, { ca });
    session.on('error', reject);
    const request = session.request({ ':path': pathname, ':method': method });
    let body = '';
    request.setEncoding('utf8');
    request.on('response', (headers) => {
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        session.close();
        resolve({ status: Number(headers[':status']), headers, body });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

/** The TLS version and cipher a client limited to `options` gets, or the error it gets. */
function handshake(options: tls.ConnectionOptions): Promise<{ protocol: string | null; cipher: string } | Error> {
  return new Promise((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port: HTTPS_PORT, servername: HOST, ca, ...options }, () => {
      resolve({ protocol: socket.getProtocol(), cipher: socket.getCipher().name });
      socket.end();
    });
    socket.on('error', resolve);
  });
}

describe('deploy/nginx.conf over HTTPS', () => {
  it('starts with the README command in a fresh folder, keeping its runtime files there', () => {
    expect(Number(fs.readFileSync(path.join(dir, 'nginx.pid'), 'utf8'))).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(dir, 'nginx-temp'))).toBe(true);
    expect(fs.existsSync(path.join(dir, '.cache'))).toBe(false);
  });

  it('answers plain HTTP with a 301 to the same URL over https, and no HSTS', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`http://${HOST}:${HTTP_PORT}/box-pro/?ref=mail`, resolve).on('error', reject),
    );
    response.resume();
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(`https://${HOST}:${HTTPS_PORT}/box-pro/?ref=mail`);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves pages over HTTP/2 with HSTS (two years, subdomains, preload), the CSP and CORP', async () => {
    const { status, headers, body } = await getHttp2('/box-pro/');
    expect(status).toBe(200);
    expect(body).toContain('<h1');
    expect(headers['strict-transport-security']).toBe(HSTS);
    expect(String(headers['content-security-policy'])).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("speaks Mozilla's intermediate TLS: 1.2 and 1.3 with forward-secret AEAD ciphers only", async () => {
    expect(await handshake({ minVersion: 'TLSv1.3' })).toMatchObject({ protocol: 'TLSv1.3' });
    expect(await handshake({ maxVersion: 'TLSv1.2' })).toMatchObject({
      protocol: 'TLSv1.2',
      cipher: expect.stringMatching(/^ECDHE-RSA-(AES128-GCM-SHA256|AES256-GCM-SHA384|CHACHA20-POLY1305)$/),
    });
    // Refused by the server (its alert), not by the client: the client offers them.
    const legacy = { ciphers: 'DEFAULT@SECLEVEL=0', minVersion: 'TLSv1', maxVersion: 'TLSv1.1' } as const;
    expect(await handshake(legacy)).toMatchObject({ code: 'ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION' });
    // No key exchange without forward secrecy, no CBC.
    for (const ciphers of ['AES128-GCM-SHA256', 'ECDHE-RSA-AES128-SHA'])
      expect(await handshake({ maxVersion: 'TLSv1.2', ciphers })).toMatchObject({
        code: 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE',
      });
  });

  it('answers /404/ and /_not-found/ with the not-found page and status 404', async () => {
    for (const url of ['/404/', '/404', '/_not-found/', '/404.html', '/no-such-page/']) {
      const { status, body } = await getHttp2(url);
      expect(status, url).toBe(404);
      expect(body, url).toContain('This page could not be found');
    }
  });

  it("answers a post to a forms service that does not answer with the site's page, the status kept", async () => {
    // A newsletter e-mail's button posts a plain form: the browser shows what nginx answers.
    const { status, headers, body } = await getHttp2('/api/forms/newsletter/confirm', HTTPS_PORT, 'POST');
    expect(status).toBe(502);
    expect(headers['content-type']).toContain('text/html');
    expect(body).toContain('<h1');
    expect(body).toContain('We could not do that just now');
    expect(headers['content-security-policy']).toContain("default-src 'none'");
    // A form's own post (JavaScript off) and the sign-up are no newsletter link: not that page.
    for (const form of ['contact', 'newsletter']) {
      const other = await getHttp2(`/api/forms/${form}`, HTTPS_PORT, 'POST');
      expect(other.status, form).toBe(502);
      expect(other.body, form).not.toContain('We could not do that just now');
    }
  });

  it('turns a redirecting page (meta refresh) into a real 301', async () => {
    for (const url of ['/success_story/page/1/', '/success_story/page/1']) {
      const { status, headers } = await getHttp2(url);
      expect(status, url).toBe(301);
      expect(headers.location, url).toMatch(/\/success_story\/$/);
    }
  });

  it("gets an A+ with at least 120 points from Mozilla's HTTP Observatory", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/quality/observatory.mjs', HOST, String(HTTP_PORT), String(HTTPS_PORT)],
      // Trust the throw-away certificate, or HSTS and redirection grade as "invalid certificate".
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: path.join(dir, 'deploy/tls/fullchain.pem') } },
    );
    const report = JSON.parse(stdout) as { grade: string; score: number; tests: Record<string, { pass: boolean }> };
    const failed = Object.entries(report.tests).filter(([, test]) => !test.pass);
    expect(failed).toEqual([]);
    expect(report.grade).toBe('A+');
    expect(report.score).toBeGreaterThanOrEqual(120);
  }, 60_000);
});

describe('scripts/serve-nginx.sh with TLS_DIR (how npm run bench serves the site)', () => {
  it('keeps HTTPS and HTTP/2 with the given certificate and the production headers', async () => {
    const server = spawn('bash', ['scripts/serve-nginx.sh'], {
      env: { ...process.env, PORT: String(SERVE_TLS_PORT), TLS_DIR: path.join(dir, 'deploy/tls') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      let response: Awaited<ReturnType<typeof getHttp2>> | undefined;
      for (let tries = 0; !response && tries < 50 && server.exitCode === null; tries++)
        response = await getHttp2('/box-pro/', SERVE_TLS_PORT).catch(
          () => new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
        );
      expect(response, `serve-nginx.sh did not answer: ${stderr}`).toBeDefined();
      expect(response!.status).toBe(200);
      expect(response!.body).toContain('<h1');
      expect(response!.headers['strict-transport-security']).toBe(HSTS);
      expect(String(response!.headers['content-security-policy'])).toMatch(/^default-src 'none'; script-src 'self'/);
    } finally {
      server.kill('SIGTERM');
    }
  });
});

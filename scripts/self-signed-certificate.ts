import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A throw-away self-signed certificate for `host` and 127.0.0.1, written as the
 * `fullchain.pem` and `privkey.pem` that deploy/nginx.conf reads from deploy/tls/: for
 * serving the site over HTTPS and HTTP/2 as production does, on this machine (the HTTPS
 * test, the bench). Returns the certificate, for clients that must trust it.
 */
export function writeSelfSignedCertificate(dir: string, host = 'localhost'): Buffer {
  fs.mkdirSync(dir, { recursive: true });
  const certificate = path.join(dir, 'fullchain.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', `/CN=${host}`],
      ...['-addext', `subjectAltName=DNS:${host},IP:127.0.0.1`],
      ...['-keyout', path.join(dir, 'privkey.pem'), '-out', certificate],
    ],
    // Quiet unless it fails: then the error carries stderr.
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return fs.readFileSync(certificate);
}

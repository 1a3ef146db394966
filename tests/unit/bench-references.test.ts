import { describe, expect, it } from 'vitest';
import { nginxConfig, siteHeaderLines } from '@/scripts/bench/references';
import { DOCUMENT_HEADERS, SECURITY_HEADERS } from '@/lib/security/headers';

const roots = [
  { port: 9101, root: '/tmp/bare', siteHeaders: true },
  { port: 9102, root: '/tmp/plain', siteHeaders: true },
  { port: 9103, root: '/tmp/bare', siteHeaders: false },
];

/** The server block listening on a port, from a generated config. */
const serverOn = (config: string, port: number) =>
  config.split(/\n {2}server \{/).find((block) => block.includes(`listen 127.0.0.1:${port}`)) ?? '';

describe('bench references', () => {
  it('serves the references with every header a page of the site carries, COOP included', () => {
    const lines = siteHeaderLines(true);
    for (const [name, value] of Object.entries({ ...SECURITY_HEADERS, ...DOCUMENT_HEADERS })) {
      expect(lines).toContain(`add_header ${name} '${value}' always;`);
    }
    expect(lines.some((line) => line.startsWith('add_header Cross-Origin-Opener-Policy '))).toBe(true);
  });

  it('sends HSTS over https only, as deploy/nginx.conf does', () => {
    expect(siteHeaderLines(true).some((line) => line.includes('Strict-Transport-Security'))).toBe(true);
    expect(siteHeaderLines(false).some((line) => line.includes('Strict-Transport-Security'))).toBe(false);
  });

  it('puts the headers on the servers that take them and keeps one bare page without', () => {
    const config = nginxConfig(process.cwd(), roots, '/tmp/work', '/tmp/tls');
    expect(serverOn(config, 9101)).toContain('add_header Cross-Origin-Opener-Policy');
    expect(serverOn(config, 9102)).toContain('add_header Cross-Origin-Opener-Policy');
    expect(serverOn(config, 9103)).not.toContain('Cross-Origin-Opener-Policy');
    expect(serverOn(config, 9103)).toContain('root /tmp/bare;');
    expect(config).toContain('listen 127.0.0.1:9101 ssl http2;');
  });
});

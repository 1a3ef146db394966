import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SECURITY_HEADERS } from '@/lib/security/headers';
import { inlineScripts, isExecutable } from '../../scripts/quality/export-pages';
import { HEADERS_FILE, headersFile, NGINX_MAP_FILE, pageHashes, scriptHash } from '../../scripts/postbuild/csp';
import { exportPages, OUT_DIR } from './out-dir';

/** Parses the _headers format: path lines, then indented "Name: value" lines. */
function parseHeadersFile(text: string): Map<string, Record<string, string>> {
  const rules = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

describe('Content-Security-Policy files written by the build', () => {
  const pages = exportPages();
  const rules = parseHeadersFile(fs.readFileSync(path.join(OUT_DIR, HEADERS_FILE), 'utf8'));
  const nginxMap = fs.readFileSync(path.join(OUT_DIR, NGINX_MAP_FILE), 'utf8');

  it('_headers sends the security headers on every path, and no CSP there to be merged', () => {
    expect(rules.get('/*')).toEqual(SECURITY_HEADERS);
  });

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s: its CSP hashes exactly its inline scripts, in _headers and the nginx map',
    (route, page) => {
      const hashes = pageHashes(page.html);
      const executable = inlineScripts(page.html).filter(isExecutable);
      expect(executable.length).toBeGreaterThan(0); // Next always inlines its RSC payload
      expect(hashes.length).toBeGreaterThan(0);
      const policy = rules.get(route)?.['Content-Security-Policy'] ?? '';
      const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(
        scriptSrc
          .match(/'sha256-[^']+'/g)
          ?.map((h) => h.slice(1, -1))
          .sort(),
      ).toEqual([...hashes].sort());
      expect(nginxMap).toContain(`  "${route}" "${policy}";`);
    },
  );

  it('JSON-LD blocks are data, not scripts: they get no hash', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([0])</script>';
    expect(pageHashes(html)).toEqual([scriptHash('self.__next_f.push([0])')]);
  });

  it('hashes as browsers do (sha256 of the raw script text, base64)', () => {
    // The CSP spec example: the hash of "alert('Hello, world.');".
    expect(scriptHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });

  it('the policy has every directive the deployment needs', () => {
    const policy = contentSecurityPolicy(['sha256-abc'], 'https://forms.example.net/submit');
    for (const directive of [
      "script-src 'self' 'sha256-abc'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' https://forms.example.net",
      "connect-src 'self' https://forms.example.net",
      "img-src 'self' data:",
      'frame-src https://www.youtube-nocookie.com',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(contentSecurityPolicy([], '')).toContain("form-action 'self';");
    expect(headersFile([])).not.toContain('Content-Security-Policy');
  });
});

describe('deploy/headers.conf', () => {
  const conf = fs.readFileSync('deploy/headers.conf', 'utf8');
  const nginx = fs.readFileSync('deploy/nginx.conf', 'utf8');

  it.each(Object.entries(SECURITY_HEADERS))(
    'sends %s with the same value as lib/security/headers.ts',
    (name, value) => {
      const line = conf.split('\n').find((l) => l.startsWith(`add_header ${name} `));
      expect(line).toBeDefined();
      expect(
        line!
          .slice(`add_header ${name} `.length)
          .replace(/ always;$/, '')
          .slice(1, -1),
      ).toBe(value);
    },
  );

  it('sends the per-page CSP, and every location includes the headers', () => {
    expect(conf).toContain('add_header Content-Security-Policy $csp always;');
    expect(nginx).toContain(`include ../out/${NGINX_MAP_FILE};`);
    const locations = nginx.match(/location [^{]+\{[^}]*\}/g) ?? [];
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations.filter((l) => !l.includes('return 404')))
      expect(location).toContain('include headers.conf;');
  });
});

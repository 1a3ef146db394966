import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  DOCUMENT_HEADERS,
  HSTS,
  SECURITY_HEADERS,
  SUBRESOURCE_TYPES,
} from '@/lib/security/headers';
import { inlineScripts, isExecutable } from '../../scripts/export-pages';
import { cspHash, HEADERS_FILE, headersFile, NGINX_MAP_FILE, pageHashes } from '../../scripts/postbuild/csp';
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

  it('_headers adds the document headers and a CSP to every page and to the SVG art', () => {
    for (const route of [...pages.map((p) => p.route), '/images/*']) {
      const rule = rules.get(route);
      expect(rule, route).toMatchObject(DOCUMENT_HEADERS);
      expect(rule?.['Content-Security-Policy'], route).toMatch(/^default-src 'none'; /);
    }
  });

  /** The 'sha256-…' sources of one directive of a policy, sorted. */
  const hashesIn = (policy: string, directive: string) =>
    (policy.split('; ').find((d) => d.startsWith(`${directive} `)) ?? '')
      .match(/'sha256-[^']+'/g)
      ?.map((h) => h.slice(1, -1))
      .sort() ?? [];

  it.each(pages.map((p) => [p.route, p] as const))(
    '%s: its CSP hashes exactly its inline scripts, styles and style attributes, in _headers and the nginx map',
    (route, page) => {
      const hashes = pageHashes(page.html);
      const executable = inlineScripts(page.html).filter(isExecutable);
      expect(executable.length).toBeGreaterThan(0); // Next always inlines its RSC payload
      expect(hashes.scripts.length).toBeGreaterThan(0);
      const policy = rules.get(route)?.['Content-Security-Policy'] ?? '';
      expect(policy).not.toContain('unsafe-inline');
      expect(policy).toMatch(/^default-src 'none'; /);
      expect(hashesIn(policy, 'script-src')).toEqual([...hashes.scripts].sort());
      expect(hashesIn(policy, 'style-src')).toEqual([...hashes.styles].sort());
      expect(hashesIn(policy, 'style-src-attr')).toEqual([...hashes.styleAttributes].sort());
      expect(nginxMap).toContain(`  "${route}" "${policy}";`);
    },
  );

  it('hashes style elements and style attributes as the browser reads them', () => {
    const html =
      '<style>.a{color:red}</style><img style="background:url(&quot;data:x&quot;)" alt=""><p style="--x:1">' +
      '<script>document.write(\'<b style="x:y">\')</script>';
    expect(pageHashes(html)).toEqual({
      scripts: [cspHash('document.write(\'<b style="x:y">\')')],
      styles: [cspHash('.a{color:red}')],
      styleAttributes: [cspHash('background:url("data:x")'), cspHash('--x:1')],
    });
  });

  it('JSON-LD blocks are data, not scripts: they get no hash', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Thing"}</script><script>self.__next_f.push([0])</script>';
    expect(pageHashes(html).scripts).toEqual([cspHash('self.__next_f.push([0])')]);
  });

  it('hashes as browsers do (sha256 of the raw script text, base64)', () => {
    // The CSP spec example: the hash of "alert('Hello, world.');".
    expect(cspHash("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });

  it('the policy allows nothing by default and names each source the site needs', () => {
    const policy = contentSecurityPolicy(
      { scripts: ['sha256-abc'], styles: ['sha256-css'], styleAttributes: ['sha256-attr'] },
      'https://forms.example.net/submit',
    );
    for (const directive of [
      "default-src 'none'",
      "script-src 'self' 'sha256-abc'",
      "style-src 'self' 'sha256-css'",
      "style-src-attr 'unsafe-hashes' 'sha256-attr'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self' https://forms.example.net",
      "connect-src 'self' https://forms.example.net",
      "img-src 'self' data:",
      "font-src 'self'",
      'frame-src https://www.youtube-nocookie.com',
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain('unsafe-inline');
    expect(contentSecurityPolicy({}, '')).toMatch(/form-action 'self'(;|$)/);
    expect(contentSecurityPolicy({}, '')).toContain("style-src-attr 'none'");
    expect(parseHeadersFile(headersFile([])).get('/*')).not.toHaveProperty('Content-Security-Policy');
  });
});

describe('deploy/headers.conf', () => {
  const conf = fs.readFileSync('deploy/headers.conf', 'utf8');
  const nginx = fs.readFileSync('deploy/nginx.conf', 'utf8');

  const confValue = (name: string) => {
    const line = conf.split('\n').find((l) => l.startsWith(`add_header ${name} `));
    return line?.slice(`add_header ${name} `.length).replace(/ always;$/, '');
  };

  it.each(Object.entries(SECURITY_HEADERS).filter(([name]) => name !== 'Strict-Transport-Security'))(
    'sends %s on every response, with the same value as lib/security/headers.ts',
    (name, value) => {
      expect(confValue(name)?.slice(1, -1)).toBe(value);
    },
  );

  /** The body of `map $source $variable { … }` in nginx.conf. */
  const mapBody = (source: string, variable: string) =>
    new RegExp(`map \\$${source} \\$${variable} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';

  it.each(Object.entries(DOCUMENT_HEADERS))(
    'sends %s on documents only, with the same value as lib/security/headers.ts',
    (name, value) => {
      const variable = confValue(name)?.slice(1) ?? '';
      expect(variable).toMatch(/^document_/);
      const lines = mapBody('is_document', variable)
        .split('\n')
        .map((line) => line.trim());
      expect(lines).toContain(`1 ${value.includes('"') ? `'${value}'` : `"${value}"`};`);
      expect(lines).toContain('default "";');
    },
  );

  it('treats a response as a document unless its media type is one of SUBRESOURCE_TYPES', () => {
    const map = mapBody('sent_http_content_type', 'is_document_type');
    expect(map).toContain(`~${SUBRESOURCE_TYPES.source.replaceAll('\\/', '/')} "";`);
    expect(map).toContain('default 1;');
    // deploy/mime.types: what nginx sends for each kind of file in out/.
    const mime = fs.readFileSync('deploy/mime.types', 'utf8');
    const typeOf = (extension: string) => new RegExp(`^\\s*(\\S+)\\s[^;]*\\b${extension}\\b`, 'm').exec(mime)?.[1];
    for (const extension of ['js', 'css', 'txt', 'avif', 'webp', 'png', 'woff2', 'vtt', 'json'])
      expect(typeOf(extension), extension).toMatch(SUBRESOURCE_TYPES);
    for (const extension of ['html', 'svg', 'xml', 'atom'])
      expect(typeOf(extension), extension).not.toMatch(SUBRESOURCE_TYPES);
  });

  it('sends no document headers in answer to HEAD (a prefetch route check), the media type decides otherwise', () => {
    const lines = mapBody('request_method', 'is_document')
      .split('\n')
      .map((line) => line.trim());
    expect(lines).toEqual(['', 'HEAD "";', 'default $is_document_type;', '']);
  });

  it('sends HSTS (two years, subdomains, preload) over https only', () => {
    expect(HSTS).toBe('max-age=63072000; includeSubDomains; preload');
    expect(confValue('Strict-Transport-Security')).toBe('$hsts');
    const map = /map \$scheme \$hsts \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(map).toContain(`https "${HSTS}";`);
    expect(map).toContain('default "";');
  });

  it('sends the per-page CSP, and every location includes the headers', () => {
    expect(conf).toContain('add_header Content-Security-Policy $document_csp always;');
    expect(mapBody('is_document', 'document_csp')).toContain('1 $csp;');
    expect(nginx).toContain(`include ../out/${NGINX_MAP_FILE};`);
    const locations = nginx.match(/location [^{]+\{[^}]*\}/g) ?? [];
    expect(locations.length).toBeGreaterThan(3);
    for (const location of locations.filter((l) => !l.includes('return 404')))
      expect(location).toContain('include headers.conf;');
  });
});

/**
 * The bench's two reference pages, built and served in the same run as the site so that
 * every template is judged against them rather than against this machine's drifting
 * absolute numbers:
 *  - a bare Next.js App Router page (the site's own next/react versions, one heading and
 *    one paragraph, `output: 'export'`), served at the root of its own origin so its
 *    /_next/ assets load: the floor no Next.js page goes below;
 *  - a plain HTML page with the same heading and paragraph: the floor of the web itself.
 * Both are served by nginx with the site's gzip settings (deploy/nginx.conf), over HTTPS
 * and HTTP/2 like the site when the bench is given a certificate, and with the headers
 * every page of the site carries (lib/security/headers.ts; not the per-page CSP). One of
 * them decides where the page runs: `Cross-Origin-Opener-Policy` makes Chromium load the
 * page in a new renderer process instead of the tab's own, which Lighthouse's load from
 * about:blank then pays for (~100–250 ms more TBT on the bare page, measured), so a
 * reference without it would not be judged on the same terms as the site. The bare page
 * is also served without them, as a third row, to show what the headers cost.
 */
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_HEADERS, SECURITY_HEADERS } from '@/lib/security/headers';

export type Reference = { name: string; origin: string; route: '/' };

const HEADING = 'Clonewave';
const PARAGRAPH = 'Standalone 4K HDMI recorders, capture devices and the software around them.';

const BARE_FILES: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'bare-next', private: true, type: 'module' }),
  'next.config.mjs': "export default { output: 'export', trailingSlash: true };\n",
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'ES2023'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      plugins: [{ name: 'next' }],
    },
    include: ['**/*.ts', '**/*.tsx'],
  }),
  'app/layout.tsx': `export const metadata = { title: '${HEADING}', description: '${PARAGRAPH}' };
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (<html lang="en"><body>{children}</body></html>);
}
`,
  'app/page.tsx': `export default function Page() {
  return (<main><h1>${HEADING}</h1><p>${PARAGRAPH}</p></main>);
}
`,
};

const PLAIN_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${HEADING}</title><meta name="description" content="${PARAGRAPH}"></head>
<body><main><h1>${HEADING}</h1><p>${PARAGRAPH}</p></main></body></html>
`;

/** Builds the bare Next.js export once per Next version (cached under bench/.cache). */
function buildBareNext(repo: string): string {
  const nextVersion = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/next/package.json'), 'utf8')).version;
  const reactVersion = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/react/package.json'), 'utf8')).version;
  const dir = path.join(repo, 'bench/.cache', `bare-next-${nextVersion}-react-${reactVersion}`);
  if (fs.existsSync(path.join(dir, 'out/index.html'))) return path.join(dir, 'out');
  console.log(`  building the bare Next.js reference (next ${nextVersion}, react ${reactVersion})`);
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(BARE_FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  execFileSync(path.join(repo, 'node_modules/.bin/next'), ['build'], {
    cwd: dir,
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  return path.join(dir, 'out');
}

function plainHtml(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clonewave-plain-'));
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(path.join(dir, 'index.html'), PLAIN_HTML);
  return dir;
}

/** The headers a page of the site is served with (HSTS only over https), as nginx lines. */
export function siteHeaderLines(tls: boolean): string[] {
  return Object.entries({ ...SECURITY_HEADERS, ...DOCUMENT_HEADERS })
    .filter(([name]) => tls || name !== 'Strict-Transport-Security')
    .map(([name, value]) => `add_header ${name} '${value}' always;`);
}

/**
 * An nginx serving each root on its own port, with the production gzip settings (and the
 * site's headers where `siteHeaders`); with `tlsDir` (fullchain.pem and privkey.pem),
 * over HTTPS and HTTP/2.
 */
export function nginxConfig(
  repo: string,
  roots: Array<{ port: number; root: string; siteHeaders: boolean }>,
  workDir: string,
  tlsDir: string | undefined,
): string {
  const deploy = fs.readFileSync(path.join(repo, 'deploy/nginx.conf'), 'utf8');
  const gzip = deploy.match(/^\s*gzip[\s\S]*?;\s*$/gm)?.join('\n') ?? 'gzip on;';
  const servers = roots
    .map(
      ({ port, root, siteHeaders }) => `  server {
    listen 127.0.0.1:${port}${tlsDir ? ' ssl http2' : ''};
    root ${root};${
      siteHeaders
        ? siteHeaderLines(Boolean(tlsDir))
            .map((line) => `\n    ${line}`)
            .join('')
        : ''
    }
    index index.html;
    location /_next/static/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }`,
    )
    .join('\n');
  return `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/error.log warn;
events { worker_connections 256; }
http {
  include ${path.join(repo, 'deploy/mime.types')};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
${tlsDir ? `  ssl_certificate ${tlsDir}/fullchain.pem;\n  ssl_certificate_key ${tlsDir}/privkey.pem;\n` : ''}${gzip}
${servers}
}
`;
}

/**
 * Builds (or reuses) both references and serves them, over HTTPS with the certificate in
 * `tlsDir` if given; `stop()` ends the server.
 */
export function serveReferences(
  repo: string,
  port: number,
  tlsDir?: string,
): { references: Reference[]; stop: () => void } {
  const bare = buildBareNext(repo);
  const plain = plainHtml();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clonewave-ref-nginx-'));
  const conf = path.join(workDir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    nginxConfig(
      repo,
      [
        { port, root: bare, siteHeaders: true },
        { port: port + 1, root: plain, siteHeaders: true },
        { port: port + 2, root: bare, siteHeaders: false },
      ],
      workDir,
      tlsDir,
    ),
  );
  const scheme = tlsDir ? 'https' : 'http';
  const nginx: ChildProcess = spawn('nginx', ['-p', workDir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  return {
    references: [
      { name: 'bare Next.js page', origin: `${scheme}://127.0.0.1:${port}`, route: '/' },
      { name: 'plain HTML page', origin: `${scheme}://127.0.0.1:${port + 1}`, route: '/' },
      { name: 'bare Next.js page, no headers', origin: `${scheme}://127.0.0.1:${port + 2}`, route: '/' },
    ],
    stop: () => {
      nginx.kill('SIGTERM');
      fs.rmSync(plain, { recursive: true, force: true });
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

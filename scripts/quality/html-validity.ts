/**
 * Runs the Nu Html Checker (vnu, the W3C validator's engine, from the vnu-jar package) over
 * HTML files in ONE Java process: starting the JVM costs seconds, checking a page
 * milliseconds. Needs `java` on the PATH (.ci/run installs default-jre-headless).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

export type VnuMessage = {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
};

type Waiver = { message: RegExp; extract: RegExp; why: string };

/**
 * Valid HTML this vnu release does not know yet, each waived only where its extract shows
 * the standard construct: the same message for any other element is still an error.
 */
const CHECKER_LAGS: Waiver[] = [
  {
    // vnu 26.9 allows `blocking` only on stylesheets.
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/,
    why: 'https://html.spec.whatwg.org/multipage/links.html#link-type-expect',
  },
  {
    // vnu 26.9's CSS checker, which reads inline <style>, does not know reading-flow
    // (CSS Display 4, in Chromium since 137): the download buttons' stylesheet uses it.
    message: /^CSS: “reading-flow”: Property “reading-flow” doesn't exist\.$/,
    extract: /-flow:flex-visual/,
    why: 'https://drafts.csswg.org/css-display-4/#reading-flow',
  },
];

/**
 * Markup Next.js and React write into every export that is not valid HTML but that
 * browsers ignore, waived where the extract shows the framework's own construct. The site
 * does not rewrite framework output to please the checker: the export stays as the
 * framework wrote it (lib/framework-patches.ts), and an upgrade that stops
 * writing these needs no change here. The site's own markup is held to the standard.
 */
const FRAMEWORK_MARKUP: Waiver[] = [
  {
    // React DOM's server renderer marks the first element inside a <ViewTransition>
    // (app/layout.tsx) with vt-name, vt-update, vt-enter, vt-exit or vt-share, which its
    // client reads when it reveals a streamed Suspense boundary (react-dom/server,
    // react-dom/client). Browsers ignore attributes they do not know.
    message: /^Attribute “vt-(?:name|update|enter|exit|share)” not allowed on element “[\w-]+” at this point\.$/,
    extract: /\svt-(?:name|update|enter|exit|share)="[^"]*"/,
    why: "React's <ViewTransition> markers",
  },
  {
    // Next.js links a dynamic() component's stylesheet as `rel="stylesheet" as="style"`
    // with React's `precedence` (PreloadChunks, next/dist/shared/lib/lazy-dynamic/
    // preload-chunks.js); `as` belongs to preloads, and browsers ignore it on a stylesheet.
    message:
      /^A “link” element with an “as” attribute must have a “rel” attribute that contains the value “preload” or the value “modulepreload”\.$/,
    extract:
      /<link href="\/_next\/static\/chunks\/[\w.-]+\.css" rel="stylesheet" as="style" data-precedence="dynamic"\/>/,
    why: "Next.js's links to dynamic() components' stylesheets",
  },
];

const isWaived = (m: VnuMessage) =>
  [...CHECKER_LAGS, ...FRAMEWORK_MARKUP].some(
    (waiver) => waiver.message.test(m.message) && waiver.extract.test(m.extract ?? ''),
  );

/** Errors vnu finds in the given files, grouped by absolute file path. */
export async function validateHtml(files: string[]): Promise<Map<string, VnuMessage[]>> {
  const stderr = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      ['-Xss8m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, output) => {
        if (error && 'code' in error && error.code === 'ENOENT')
          reject(new Error('java is not installed: vnu needs a JRE (apt-get install default-jre-headless)'));
        // vnu exits 1 when it finds errors; the JSON report on stderr is the result either way.
        else if (!output.trim().startsWith('{')) reject(new Error(`vnu failed: ${error?.message ?? output}`));
        else resolve(output);
      },
    );
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const byFile = new Map<string, VnuMessage[]>(files.map((file) => [file, []]));
  for (const message of messages.filter((m) => !isWaived(m))) {
    const file = decodeURIComponent(new URL(message.url).pathname);
    byFile.set(file, [...(byFile.get(file) ?? []), message]);
  }
  return byFile;
}

/** One readable line per message: "line 12: message «extract»". */
export const describeVnu = (m: VnuMessage) =>
  `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 80)}»` : ''}`;

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

/**
 * Valid HTML this vnu release does not know yet, each waived only where its extract shows
 * the standard construct: the same message for any other element is still an error.
 */
const CHECKER_LAGS: { message: RegExp; extract: RegExp; standard: string }[] = [
  {
    // vnu 26.9 allows `blocking` only on stylesheets.
    message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/,
    extract: /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/,
    standard: 'https://html.spec.whatwg.org/multipage/links.html#link-type-expect',
  },
  {
    // vnu 26.9's CSS checker, which reads inline <style>, does not know reading-flow
    // (CSS Display 4, in Chromium since 137): the download buttons' stylesheet uses it.
    message: /^CSS: “reading-flow”: Property “reading-flow” doesn't exist\.$/,
    extract: /-flow:flex-visual/,
    standard: 'https://drafts.csswg.org/css-display-4/#reading-flow',
  },
];
const isCheckerLag = (m: VnuMessage) =>
  CHECKER_LAGS.some((lag) => lag.message.test(m.message) && lag.extract.test(m.extract ?? ''));

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
  for (const message of messages.filter((m) => !isCheckerLag(m))) {
    const file = decodeURIComponent(new URL(message.url).pathname);
    byFile.set(file, [...(byFile.get(file) ?? []), message]);
  }
  return byFile;
}

/** One readable line per message: "line 12: message «extract»". */
export const describeVnu = (m: VnuMessage) =>
  `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` «${m.extract.trim().slice(0, 80)}»` : ''}`;

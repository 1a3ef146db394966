import http from 'node:http';
import https from 'node:https';

/** The status of a GET, 0 when nothing answers; `ca` is the certificate to trust. */
function statusOf(url: string, ca: Buffer | undefined): Promise<number> {
  return new Promise((resolve) => {
    const get = url.startsWith('https:') ? https.get : http.get;
    get(url, { ca }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });
}

/** Waits until `url` answers 200, or throws after `ms` naming the last answer. */
export async function waitFor(url: string, ms: number, ca: Buffer | undefined) {
  const until = Date.now() + ms;
  let last = 0;
  while (Date.now() < until) {
    last = await statusOf(url, ca);
    if (last === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${ms} ms (last: ${last ? `HTTP ${last}` : 'no answer'})`);
}

import { http } from '../http/client';
import { readAnswer, type SendResult } from './answer';
import { CHALLENGE_HEADER } from './challenge';
import { formUrl } from './form-url';

export type { SendResult } from './answer';

/**
 * POSTs a form as JSON to `${endpoint}/${path}` through the site's HTTP client, with the
 * form instance's Idempotency-Key. POST is never retried by the client: the visitor's own
 * retry sends the same key, so the service answers a try that already arrived with its
 * first answer (the same reference) instead of filing the ticket twice. When the service
 * asks for a proof of work, the challenge is solved and the request sent once more with
 * its solution. Every answer and error becomes a result the form can explain, never an
 * exception.
 */
export async function sendForm(
  endpoint: string,
  path: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  online = true,
): Promise<SendResult> {
  if (!online) return { kind: 'failed', reason: 'offline' };
  const post = async (solution?: string) => {
    const response = await http.raw(formUrl(endpoint, path)!, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey, ...(solution ? { [CHALLENGE_HEADER]: solution } : {}) },
      ignoreResponseError: true,
    });
    return readAnswer(response.status, response._data, response.headers.get('Retry-After'));
  };
  try {
    const answer = await post();
    if (answer.kind !== 'challenge') return answer;
    const { solvedChallenge } = await import('./solve-challenge');
    const solution = await solvedChallenge(answer.challenge);
    const again = solution ? await post(solution) : undefined;
    return again && again.kind !== 'challenge' ? again : { kind: 'failed', reason: 'status', status: 403 };
  } catch {
    return { kind: 'failed', reason: 'network' };
  }
}

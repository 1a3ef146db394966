import { http } from '../http/client';
import { readAnswer, type SendResult } from './answer';
import { formUrl } from './form-url';

export type { SendResult } from './answer';

/**
 * POSTs a form as JSON to `${endpoint}/${path}` through the site's HTTP client, with the
 * form instance's Idempotency-Key. POST is never retried by the client: the visitor's own
 * retry sends the same key, so the service answers a try that already arrived with its
 * first answer (the same reference) instead of filing the ticket twice. Every answer and
 * error becomes a result the form can explain, never an exception.
 */
export async function sendForm(
  endpoint: string,
  path: string,
  body: Record<string, unknown>,
  idempotencyKey: string,
  online = true,
): Promise<SendResult> {
  if (!online) return { kind: 'failed', reason: 'offline' };
  try {
    const response = await http.raw(formUrl(endpoint, path)!, {
      method: 'POST',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      ignoreResponseError: true,
    });
    return readAnswer(response.status, response._data, response.headers.get('Retry-After'));
  } catch {
    return { kind: 'failed', reason: 'network' };
  }
}

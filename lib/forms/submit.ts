import { FetchError } from 'ofetch';
import { http } from '../http/client';
import { formUrl } from './form-url';

export type SendResult = { ok: true } | { ok: false; reason: 'offline' | 'network' | 'status'; status?: number };

/**
 * POSTs a form as JSON to `${endpoint}/${path}` through the site's HTTP client (POST is
 * never retried: a second try could file the ticket twice). Errors become a result the
 * form can explain, never an exception.
 */
export async function sendForm(
  endpoint: string,
  path: string,
  body: Record<string, unknown>,
  online = true,
): Promise<SendResult> {
  if (!online) return { ok: false, reason: 'offline' };
  try {
    await http(formUrl(endpoint, path)!, { method: 'POST', body });
    return { ok: true };
  } catch (error) {
    const status = error instanceof FetchError ? error.status : undefined;
    return status ? { ok: false, reason: 'status', status } : { ok: false, reason: 'network' };
  }
}

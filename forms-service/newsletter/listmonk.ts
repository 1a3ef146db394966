import { StorageError } from '../db/types';
import type { ListmonkConfig } from './config';

/**
 * With FORMS_LISTMONK_URL set, listmonk keeps the list: it is the store of a sign-up, so
 * when it cannot take one the visitor gets the service's 503 (try again), never a quiet
 * success.
 */
class ListmonkUnavailable extends StorageError {}

/**
 * Hands a checked sign-up to listmonk's API (POST /api/subscribers) on a double opt-in
 * list: `preconfirm_subscriptions: false`, so listmonk sends its own confirmation mail and
 * only a confirmed address gets the newsletter. An address listmonk already has (409) is
 * answered like a new one and gets no second mail from it.
 */
export async function addToListmonk(config: ListmonkConfig, email: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${config.url}/api/subscribers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `token ${config.user}:${config.token}` },
      body: JSON.stringify({
        email,
        // listmonk asks for a name; the form has none, and the address's local part is what it shows by default.
        name: email.split('@')[0],
        status: 'enabled',
        lists: [config.listId],
        preconfirm_subscriptions: false,
      }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new ListmonkUnavailable(error);
  }
  if (response.ok || response.status === 409) return;
  throw new ListmonkUnavailable(new Error(`listmonk answered ${response.status}`));
}

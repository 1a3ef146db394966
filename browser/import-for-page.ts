import { recoverFromChunkError } from './chunk-recovery';

/**
 * Imports code the page needs now (an island's live code on a focus or a press, the
 * search index, a form's rules or its sender). A chunk that fails goes to the recovery:
 * while the page reloads the promise never settles (the control stays in its loading
 * state until the new page is there); when the guard holds or the browser is offline,
 * it rejects, for the caller to say so and offer a way forward.
 */
export function importForPage<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (recoverFromChunkError(error)) return new Promise<never>(() => undefined);
    throw error;
  });
}

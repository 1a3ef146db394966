import { ERROR_STATUS } from './constants';

/**
 * The error's own status code, or ERROR_STATUS.fallback (500). Apart from StatusError (lib/errors.ts),
 * which only route code throws, because both error pages are in every page's first load.
 */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const code =
      (error as { statusCode?: unknown; status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
    if (typeof code === 'number' && code >= 400 && code <= 599) return code;
  }
  return ERROR_STATUS.fallback;
}

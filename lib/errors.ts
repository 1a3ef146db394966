import { ERROR_STATUS } from './constants';

/** An error with an HTTP-like status, thrown by route code (e.g. unknown middleware). */
export class StatusError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode: number) {
    super(message);
    this.name = 'StatusError';
    this.statusCode = statusCode;
  }
}

/** Spec §8: the error's own status code, or 500. */
export function statusOf(error: unknown): number {
  if (error && typeof error === 'object') {
    const code =
      (error as { statusCode?: unknown; status?: unknown }).statusCode ?? (error as { status?: unknown }).status;
    if (typeof code === 'number' && code >= 400 && code <= 599) return code;
  }
  return ERROR_STATUS.fallback;
}

/**
 * An error with an HTTP-like status, thrown by route code (e.g. unknown middleware); the
 * error pages read its status with statusOf (lib/error-status.ts).
 */
export class StatusError extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode: number) {
    super(message);
    this.name = 'StatusError';
    this.statusCode = statusCode;
  }
}

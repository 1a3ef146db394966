import { CHALLENGE_PROBLEM_TYPE, type ChallengeBody } from './challenge';

/**
 * What the forms service's answer to a form POST means for the visitor: 201/202 with a
 * reference, problem+json with the refused fields, 429/409 with Retry-After, a
 * proof-of-work challenge to solve and send again with, or a failure the e-mail fallback
 * covers. Pure functions of the status, the parsed body and the Retry-After header, so the
 * mapping is tested without a network (lib/forms/submit.ts does the request).
 */

/** One refused value: `field` is the declared field name, or a name that is not a field (Idempotency-Key). */
export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

export type SendResult =
  /** 201/202: stored; `reference` is what the visitor quotes to follow up. */
  | { kind: 'sent'; reference?: string }
  /** 400/422 with the values it refused, each with the message the browser's own rules give. */
  | { kind: 'refused'; problems: FieldProblem[] }
  /** 429 (too many tries) or 409 (the same request is still being handled): try again after `seconds`. */
  | { kind: 'wait'; status: 409 | 429; seconds?: number }
  /** Not sent: offline, no answer, the service unavailable (serviceUnavailable) or another status. */
  | { kind: 'failed'; reason: 'offline' | 'network' | 'unavailable' | 'status'; status?: number };

/** 403 with a challenge: solve it and send the same request again (lib/forms/challenge.ts). */
type ChallengeAnswer = { kind: 'challenge'; challenge: ChallengeBody };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** Seconds to wait from a Retry-After header: delta-seconds or an HTTP date; at least 1. */
/**
 * The service cannot take the request now: it says so (503), or the proxy in front of it
 * found it not running or not answering (502, 504).
 */
export const serviceUnavailable = (status: number): boolean => status === 502 || status === 503 || status === 504;

export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.max(1, Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** The problem+json body's own words: its detail, else its title. */
export const problemText = (body: unknown): string | undefined =>
  isRecord(body) ? (text(body.detail) ?? text(body.title)) : undefined;

/** The problem+json body's `errors`, each with a message (the problem's own text when one has none). */
export function problemsOf(body: unknown): FieldProblem[] {
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  return errors.filter(isRecord).flatMap((error) => {
    const field = text(error.field);
    const message = text(error.message) ?? problemText(body);
    return field && message ? [{ field, code: text(error.code) ?? 'invalid', message }] : [];
  });
}

/** The answer to a form POST as the form's next state, or a challenge to answer first. */
export function readAnswer(status: number, body: unknown, retryAfter?: string | null): SendResult | ChallengeAnswer {
  if (
    status === 403 &&
    isRecord(body) &&
    String(body.type).endsWith(`/${CHALLENGE_PROBLEM_TYPE}`) &&
    isRecord(body.challenge)
  )
    return { kind: 'challenge', challenge: body.challenge };
  if (status >= 200 && status < 300) {
    const reference = isRecord(body) ? text(body.reference) : undefined;
    return reference ? { kind: 'sent', reference } : { kind: 'sent' };
  }
  const seconds = retryAfterSeconds(retryAfter);
  if (status === 429 || status === 409) return { kind: 'wait', status, ...(seconds ? { seconds } : {}) };
  const problems = status === 400 || status === 422 ? problemsOf(body) : [];
  if (problems.length > 0) return { kind: 'refused', problems };
  return { kind: 'failed', reason: serviceUnavailable(status) ? 'unavailable' : 'status', status };
}

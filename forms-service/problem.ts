import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { CHALLENGE_PROBLEM_TYPE } from '@/lib/forms/challenge';

/** One field's problem: the declared field name, a code, and the visitor's message. */
export interface FieldProblem {
  field: string;
  code: 'required' | 'invalid' | 'unknown' | 'reused';
  message: string;
}

/** Problem types with their own page; the others are `about:blank` (RFC 9457). */
const TYPE_BASE = 'https://www.clonewave.example/problems/';

const PROBLEMS = {
  malformed: { status: 400, title: 'The request body is not valid JSON' },
  notObject: { status: 400, title: 'The request body must be a JSON object' },
  badKey: { status: 400, title: 'A valid Idempotency-Key header is needed' },
  badToken: { status: 400, title: 'This link is not valid' },
  unauthorized: { status: 401, title: 'A valid admin token is needed' },
  forbiddenOrigin: { status: 403, title: 'This origin may not post to the forms' },
  challengeRequired: {
    status: 403,
    title: 'Solve the challenge, then send the same request with its solution',
    type: CHALLENGE_PROBLEM_TYPE,
  },
  unknownForm: { status: 404, title: 'There is no such form' },
  notFound: { status: 404, title: 'Not found' },
  methodNotAllowed: { status: 405, title: 'Only POST changes anything here' },
  inFlight: { status: 409, title: 'The first request with this Idempotency-Key is still being handled' },
  linkExpired: {
    status: 410,
    title: 'This link no longer works: it has expired, was already used, or its address was erased',
  },
  tooLarge: { status: 413, title: 'The request is too large' },
  notJson: { status: 415, title: 'Send the form as application/json' },
  fileType: { status: 415, title: 'Attach a PDF, JPEG, PNG, WebP or HEIC file' },
  invalid: { status: 422, title: 'Check the highlighted fields', type: 'validation' },
  keyReused: {
    status: 422,
    title: 'This Idempotency-Key was used for a different submission',
    type: 'idempotency-key-reused',
  },
  rateLimited: { status: 429, title: 'Too many requests: try again later' },
  unavailable: { status: 503, title: 'Submissions cannot be stored at the moment' },
  failed: { status: 500, title: 'Something went wrong' },
} as const satisfies Record<string, { status: number; title: string; type?: string }>;

export type ProblemName = keyof typeof PROBLEMS;

type Extra = { detail?: string; errors?: FieldProblem[]; retryAfterS?: number; challenge?: object };

export const PROBLEM_TYPE = 'application/problem+json';

/** The status and JSON text of a problem answer. */
export function problemJson(name: ProblemName, extra: Omit<Extra, 'retryAfterS'> = {}) {
  const spec: { status: number; title: string; type?: string } = PROBLEMS[name];
  const body = {
    type: spec.type ? `${TYPE_BASE}${spec.type}` : 'about:blank',
    title: spec.title,
    status: spec.status,
    ...(extra.detail ? { detail: extra.detail } : {}),
    ...(extra.errors ? { errors: extra.errors } : {}),
    ...(extra.challenge ? { challenge: extra.challenge } : {}),
  };
  return { status: spec.status, json: JSON.stringify(body) };
}

/** The Retry-After value for a wait in seconds: whole seconds, at least one. */
const retryAfter = (seconds: number) => String(Math.max(1, Math.ceil(seconds)));

/** An RFC 9457 problem answer, with field errors when there are any. */
export function problem(c: Context, name: ProblemName, extra: Extra = {}) {
  if (extra.retryAfterS !== undefined) c.header('Retry-After', retryAfter(extra.retryAfterS));
  const { status, json } = problemJson(name, extra);
  return c.body(json, status as ContentfulStatusCode, { 'Content-Type': PROBLEM_TYPE });
}

import { FORM_UPLOADS } from '@/lib/forms/upload-limits';
import type { FormId } from '@/lib/forms/registry';

/**
 * Every number the forms service enforces, with its default, in one place.
 * docs/forms-service.md lists them; tests pass their own policy to createApp where a
 * default would make them slow (backoff) or long (rate limits).
 */

/** A budget: at most `points` requests per `seconds`. */
export interface Budget {
  points: number;
  seconds: number;
}

export interface Policy {
  /** A JSON form body larger than this is refused (413) before it is read. */
  maxJsonBytes: number;
  /** One uploaded file; the multipart request may be a little larger for its headers. */
  maxUploadBytes: number;
  rateLimits: {
    /** Per hashed IP address and form: a person retrying is fine, a flood is not. */
    perIpAndForm: Budget[];
    /** Per e-mail address across all forms: nobody's inbox is filled by someone else. */
    perEmail: Budget[];
    /** Uploads per hashed IP address. */
    uploadsPerIp: Budget[];
  };
  idempotency: {
    /** A first request not finished after this long is taken as lost: a retry takes it over. */
    abandonedAfterMs: number;
    /** How long a key and its answer are kept for replays. */
    keepDays: number;
  };
  outbox: {
    /** After this many failed tries a message is dead: listed for an operator to retry. */
    maxAttempts: number;
    /** Wait before the second try; doubles each time up to maxDelayMs. */
    firstDelayMs: number;
    maxDelayMs: number;
    /** How often the worker looks for due messages, and how many it takes at once. */
    pollMs: number;
    batch: number;
    /** How many of them are sent at the same time (and SMTP connections kept open for them). */
    parallel: number;
    /** A claimed message not finished in this time (a crash) is due again. */
    leaseMs: number;
  };
  retention: {
    /** Days a submission is kept, per form; spam has its own, shorter, time. */
    days: Record<FormId, number>;
    spamDays: number;
    /** Files not attached to a submission within this time are deleted. */
    unattachedUploadHours: number;
    /** Attached files are deleted this long after the team's e-mail carried them. */
    deliveredUploadDays: number;
  };
  /** Retry-After, in seconds, when the store cannot be reached (503). */
  storageRetryAfterS: number;
  /**
   * The proof of work a browser does when FORMS_CHALLENGE_SECRET is set: PBKDF2 iterations
   * per try, and the range of tries the answer is drawn from (challenge.ts).
   */
  challenge: { cost: number; counterMin: number; counterMax: number; validMinutes: number };
}

const MONTH = 30;

export const DEFAULT_POLICY: Policy = {
  maxJsonBytes: 64 * 1024,
  maxUploadBytes: FORM_UPLOADS.maxBytes,
  rateLimits: {
    perIpAndForm: [
      { points: 5, seconds: 60 },
      { points: 30, seconds: 3600 },
    ],
    perEmail: [
      { points: 5, seconds: 3600 },
      { points: 20, seconds: 86_400 },
    ],
    uploadsPerIp: [{ points: 30, seconds: 3600 }],
  },
  idempotency: { abandonedAfterMs: 30_000, keepDays: 7 },
  outbox: {
    maxAttempts: 12,
    firstDelayMs: 30_000,
    maxDelayMs: 3_600_000,
    pollMs: 2000,
    batch: 50,
    parallel: 4,
    leaseMs: 120_000,
  },
  retention: {
    days: {
      newsletter: 12 * MONTH,
      contact: 12 * MONTH,
      sales: 12 * MONTH,
      partner: 12 * MONTH,
      retailer: 12 * MONTH,
      affiliate: 12 * MONTH,
      ticket: 24 * MONTH,
      warranty: 24 * MONTH,
      register: 24 * MONTH,
    },
    spamDays: 7,
    unattachedUploadHours: 24,
    deliveredUploadDays: 90,
  },
  storageRetryAfterS: 10,
  // 0.25 to 0.7 s of a desktop's time (Web Crypto), a few times that of a phone's.
  challenge: { cost: 1000, counterMin: 500, counterMax: 2000, validMinutes: 10 },
};

/** The wait before try `attempt + 1` after `attempt` failed tries: exponential, capped. */
export const retryDelayMs = (policy: Policy['outbox'], attempt: number): number =>
  Math.min(policy.firstDelayMs * 2 ** Math.max(0, attempt - 1), policy.maxDelayMs);

import type { HttpBindings } from '@hono/node-server';
import type { Context, Handler } from 'hono';
import { CHALLENGE_HEADER } from '@/lib/forms/challenge';
import { UPLOAD_MISSING } from '@/lib/forms/common';
import { FORMS, type FormId } from '@/lib/forms/registry';
import { proofOfWork } from './challenge';
import { declaredTooLarge, readText, TOO_LARGE } from './json-body';
import { noScriptPage, isPlainFormPost } from './no-script-page';
import { problem } from './problem';
import { newsletterSignUp, PENDING } from './newsletter/sign-up';
import { UNLIMITED, type RateLimit } from './rate-limit';
import { clientIp, hasType } from './request-guards';
import type { Services } from './services';
import { keyAnswer, keyClaims, releaseKey, submissionWriter, type Held, type Stored } from './submissions';
import { formChecker, payloadHash, type Values } from './validate';

type Ctx = Context<{ Bindings: Partial<HttpBindings> }>;

/** A request that passed every check of its own: what the key, the budgets and the store judge. */
interface Checked {
  form: FormId;
  key: string;
  /** The validated payload's hash: a retry with the same key must send the same. */
  hash: string;
  now: Date;
  data: Values;
  spam: boolean;
  ipHash: string;
  /** The address budget's key: the hashed address and the form. */
  ipAndForm: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const FORM_BY_PATH = new Map(Object.entries(FORMS).map(([id, decl]) => [decl.path, id as FormId]));

/** The form a path names (`warranty-rma` is the warranty form), if any. */
export const formOfPath = (path: string) => FORM_BY_PATH.get(path);

/**
 * POST /api/forms/:path — the handlers in the order they judge a request (an address this
 * process knows to be over its budget is refused 429 before any of them when the app is
 * mounted with mountForms, early-refusal.ts): the form exists (404), JSON (415), an
 * Idempotency-Key (400), the size before anything is read (413), an address already known
 * to be over its budget (429), the JSON itself (400), the fields (422); then the key's
 * history, the proof of work and the budgets (store and signUp below): a replay, 409 or
 * 422 from the key first, the proof of work when it is switched on (403 with a challenge),
 * the budgets (429), and only then the store (201, or 503 when it is down). A replay needs
 * no new proof of work (the first request did it) and spends no budget.
 */
export function submitHandlers(s: Services, limits: { perIpAndForm: RateLimit; perEmail: RateLimit }): Handler[] {
  const check = formChecker(s.products);
  const { perIpAndForm, perEmail } = limits;
  const claimKey = keyClaims(s.db);
  const storeSubmission = submissionWriter(s.db);
  const challenges = s.config.challengeSecret
    ? proofOfWork(s.db, s.config.challengeSecret, s.policy.challenge)
    : undefined;

  const preflight: Handler = async (c, next) => {
    if (!formOfPath(c.req.param('path') ?? ''))
      return problem(c, 'unknownForm', {
        errors: [{ field: ':path', code: 'invalid', message: 'There is no such form' }],
      });
    if (!hasType(c, 'application/json'))
      return isPlainFormPost(c) ? noScriptPage(c, formOfPath(c.req.param('path') ?? '')!) : problem(c, 'notJson');
    const key = c.req.header('idempotency-key');
    if (key === undefined || !KEY_PATTERN.test(key))
      return problem(c, 'badKey', {
        errors: [
          {
            field: 'Idempotency-Key',
            code: key === undefined ? 'required' : 'invalid',
            message: 'Send 8 to 128 letters, digits, "-" or "_" as the Idempotency-Key header',
          },
        ],
      });
    if (declaredTooLarge(c, s.policy.maxJsonBytes)) return problem(c, 'tooLarge');
    await next();
  };

  const handle: Handler = async (c: Ctx) => {
    const form = formOfPath(c.req.param('path') ?? '')!;
    const key = c.req.header('idempotency-key')!;
    const ipHash = s.hash(clientIp(c, s.config));
    const ipAndForm = `${ipHash}:${form}`;
    // An address this process already knows is over its budget is answered before its body
    // is read or the store asked anything, so a flood costs little and the store nothing.
    // Its retries of an earlier answer are replayed once the budget allows again.
    const blocked = perIpAndForm.knownBlocked(ipAndForm);
    if (blocked !== undefined) return problem(c, 'rateLimited', { retryAfterS: blocked });

    const text = await readText(c, s.policy.maxJsonBytes);
    if (text === TOO_LARGE) return problem(c, 'tooLarge');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return problem(c, 'malformed');
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) return problem(c, 'notObject');

    const checked = check(form, body as Values);
    if (!checked.ok) return problem(c, 'invalid', { errors: checked.errors });

    const now = s.clock();
    const hash = payloadHash(checked);
    const request = { form, key, hash, now, data: checked.data, spam: checked.spam, ipHash, ipAndForm };
    return form === 'newsletter' ? signUp(c, request) : store(c, request);
  };

  /** 403 with a new challenge, when the proof of work is switched on and the request has no fresh solution. */
  const challengeRefusal = async (c: Ctx, now: Date) => {
    if (!challenges) return undefined;
    const solution = c.req.header(CHALLENGE_HEADER);
    if (solution && (await challenges.spend(solution))) return undefined;
    return problem(c, 'challengeRequired', { challenge: await challenges.issue(now) });
  };

  // The keys this process is storing now: a second request with one of them is answered
  // 409 at once. Across instances, the key is asked again after the store: the answer of
  // a request that stored it meanwhile is replayed.
  const storing = new Set<string>();

  /**
   * A form's submission: the key's history (a replay, 409 or 422 wins over anything
   * else), the proof of work when it is switched on (asked after the key, so a replay
   * needs none), then the budgets and the store in one statement (submissions.ts): 201, or
   * 429 when a budget is spent, or 422 for an upload that is not there or not free.
   */
  const store = async (c: Ctx, r: Checked) => {
    const id = `${r.form}\n${r.key}`;
    if (storing.has(id)) return answerFromKey(c, { kind: 'in-flight' });
    storing.add(id);
    try {
      const askKey = () => keyAnswer(s.db, { ...r, abandonedAfterMs: s.policy.idempotency.abandonedAfterMs });
      if (challenges) {
        const known = await askKey();
        if (known) return answerFromKey(c, known);
        const refusal = await challengeRefusal(c, r.now);
        if (refusal) return refusal;
      }
      const email = typeof r.data.email === 'string' ? r.data.email.toLowerCase() : undefined;
      const byAddress = perIpAndForm.start(r.ipAndForm);
      // A submission without an e-mail address is limited per address only.
      const byEmail = email ? perEmail.start(s.hash(email)) : UNLIMITED;
      if ('wait' in byAddress || 'wait' in byEmail) {
        // Refused without a count: this process knows a budget is spent, or is counting it
        // full. An address over its budget is refused as before its body was read (handle),
        // without asking the store; a spent e-mail budget first looks for the answer of a
        // request this retries, which may be the one that spent it.
        const limits = [byAddress, byEmail];
        for (const limit of limits) if ('abandon' in limit) limit.abandon();
        const known = 'wait' in byAddress ? undefined : await askKey();
        if (known) return answerFromKey(c, known);
        return problem(c, 'rateLimited', { retryAfterS: Math.max(...limits.map((l) => ('wait' in l ? l.wait : 0))) });
      }
      let stored: Stored;
      try {
        stored = await storeSubmission({
          form: r.form,
          path: FORMS[r.form].path,
          key: r.key,
          hash: r.hash,
          data: r.data,
          spam: r.spam,
          ipHash: r.ipHash,
          now: r.now,
          abandonedAfterMs: s.policy.idempotency.abandonedAfterMs,
          uses: [...byAddress.uses, ...byEmail.uses],
          channels: ['team', 'visitor', ...(s.config.webhook ? (['webhook'] as const) : [])],
        });
      } catch (error) {
        byAddress.abandon();
        byEmail.abandon();
        throw error;
      }
      if (stored.kind === 'known') {
        byAddress.abandon();
        byEmail.abandon();
        return answerFromKey(c, stored.held);
      }
      const address = byAddress.settle(stored.counts.slice(0, byAddress.uses.length));
      const mail = byEmail.settle(stored.counts.slice(byAddress.uses.length));
      const refund = () => Promise.all([address.refund(), mail.refund()]);
      if (stored.kind === 'stored') {
        s.log.info('stored', { form: r.form, reference: stored.receipt.reference, spam: r.spam });
        if (!r.spam) s.onStored?.();
        return c.json(stored.receipt, 201);
      }
      // Not stored. The key is asked again, after whatever committed since the statement
      // began: another instance's request with it may have stored it (which also spent the
      // budget or took the upload), and its answer wins over a 429 or a 422.
      const known = await askKey();
      if (known || stored.kind === 'taken') {
        await refund();
        return answerFromKey(c, known ?? { kind: 'in-flight' });
      }
      if (stored.kind === 'unavailable') return attachmentProblem(c);
      // A request the address budget refuses does not count against the e-mail address.
      if (address.wait !== undefined) await mail.refund();
      return problem(c, 'rateLimited', { retryAfterS: (address.wait ?? mail.wait)! });
    } finally {
      storing.delete(id);
    }
  };

  /**
   * A newsletter sign-up: the key is claimed and the address budget counted at once (the
   * sign-up is not limited per e-mail address: a 429 would tell whoever enters an address
   * that someone did a moment ago; its mail is, newsletter/subscribers.ts), then the proof
   * of work, the budget, and the sign-up, which records the key's answer with it. A
   * request that turns out not to count (a replay, a reused key, a 403) gives its use back.
   */
  const signUp = async (c: Ctx, r: Checked) => {
    const [claimed, byAddress] = await Promise.allSettled([
      claimKey({
        form: r.form,
        key: r.key,
        hash: r.hash,
        now: r.now,
        abandonedAfterMs: s.policy.idempotency.abandonedAfterMs,
      }),
      perIpAndForm(r.ipAndForm),
    ]);
    const refund = async () => {
      if (byAddress.status === 'fulfilled') await byAddress.value.refund();
    };
    if (claimed.status === 'rejected') {
      await refund();
      throw claimed.reason;
    }
    const claim = claimed.value;
    if (claim.kind !== 'claimed') {
      await refund();
      return answerFromKey(c, claim);
    }
    const release = () => releaseKey(s.db, r.form, r.key, claim.token).catch(() => {});
    try {
      if (byAddress.status === 'rejected') throw byAddress.reason;
      const refusal = await challengeRefusal(c, r.now);
      if (refusal) {
        await Promise.all([release(), refund()]);
        return refusal;
      }
      if (byAddress.value.wait !== undefined) {
        await release();
        return problem(c, 'rateLimited', { retryAfterS: byAddress.value.wait });
      }
      await newsletterSignUp(s, {
        email: (r.data.email as string).toLowerCase(),
        spam: r.spam,
        ipHash: r.ipHash,
        key: r.key,
        claim: claim.token,
      });
      return c.json(PENDING, 202);
    } catch (error) {
      await release();
      throw error;
    }
  };

  return [preflight, handle];
}

const attachmentProblem = (c: Context) =>
  problem(c, 'invalid', { errors: [{ field: 'attachments', code: 'invalid', message: UPLOAD_MISSING }] });

/** The answer for a key this request could not claim. */
function answerFromKey(c: Context, claim: Held) {
  switch (claim.kind) {
    case 'replay':
      return c.body(claim.body, claim.status as 201, {
        'Content-Type': 'application/json',
        'Idempotency-Replayed': 'true',
      });
    case 'in-flight':
      return problem(c, 'inFlight', { retryAfterS: 1 });
    case 'reused':
      return problem(c, 'keyReused', {
        errors: [
          {
            field: 'Idempotency-Key',
            code: 'reused',
            message: 'This key was sent before with other data: send a new key for a new submission',
          },
        ],
      });
  }
}

import type { HttpBindings } from '@hono/node-server';
import type { Context, Handler } from 'hono';
import { CHALLENGE_HEADER } from '@/lib/forms/challenge';
import { UPLOAD_MISSING } from '@/lib/forms/common';
import { FORMS, type FormId } from '@/lib/forms/registry';
import { proofOfWork } from './challenge';
import { sha256 } from './ids';
import { declaredTooLarge, readText, TOO_LARGE } from './json-body';
import { problem } from './problem';
import { newsletterSignUp, PENDING } from './newsletter/sign-up';
import { NOTHING_COUNTED, type RateLimit } from './rate-limit';
import { clientIp, hasType } from './request-guards';
import type { Services } from './services';
import {
  AttachmentUnavailable,
  availableUploads,
  ClaimLost,
  keyClaims,
  releaseKey,
  submissionWriter,
  type Claim,
} from './submissions';
import { canonicalJson, formChecker, type Values } from './validate';

type Ctx = Context<{ Bindings: Partial<HttpBindings> }>;

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
const FORM_BY_PATH = new Map(Object.entries(FORMS).map(([id, decl]) => [decl.path, id as FormId]));

/** The form a path names (`warranty-rma` is the warranty form), if any. */
export const formOfPath = (path: string) => FORM_BY_PATH.get(path);

/**
 * POST /api/forms/:path — the handlers in the order they judge a request (an address this
 * process knows to be over its budget is refused 429 before any of them when the app is
 * mounted with mountForms, early-refusal.ts): the form exists (404), JSON (415), an
 * Idempotency-Key (400), the size before anything is read (413), an address already known
 * to be over its budget (429), the JSON itself (400), the fields
 * (422); then the key's history and the rate limits, asked at once: a replay, 409 or 422
 * from the key first, the proof of work when it is switched on (403 with a challenge),
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
    if (!hasType(c, 'application/json')) return problem(c, 'notJson');
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
    const hash = sha256(canonicalJson({ data: checked.data, spam: checked.spam }));
    const email = typeof checked.data.email === 'string' ? checked.data.email.toLowerCase() : undefined;
    // A newsletter sign-up is not limited per e-mail address: a 429 would tell whoever enters
    // an address that someone did a moment ago. Its mail is (newsletter/subscribers.ts).
    const perAddress = email && form !== 'newsletter' ? perEmail(s.hash(email)) : Promise.resolve(NOTHING_COUNTED);
    // The key and both budgets are asked at once: two statements side by side instead of
    // three one after another. A request that turns out not to count (a replay, a reused
    // key, a 403, a 429 for its address) gives its uses back.
    const [claimed, byAddress, byEmail] = await Promise.allSettled([
      claimKey({ form, key, hash, now, abandonedAfterMs: s.policy.idempotency.abandonedAfterMs }),
      perIpAndForm(ipAndForm),
      perAddress,
    ]);
    const verdicts = [byAddress, byEmail].flatMap((v) => (v.status === 'fulfilled' ? [v.value] : []));
    const refund = () => Promise.all(verdicts.map((v) => v.refund()));
    if (claimed.status === 'rejected') {
      await refund();
      throw claimed.reason;
    }
    const claim = claimed.value;
    if (claim.kind !== 'claimed') {
      await refund();
      return answerFromKey(c, claim);
    }

    const release = () => releaseKey(s.db, form, key, claim.token).catch(() => {});
    try {
      if (byAddress.status === 'rejected' || byEmail.status === 'rejected') {
        await refund();
        throw byAddress.status === 'rejected' ? byAddress.reason : (byEmail as PromiseRejectedResult).reason;
      }
      const solution = c.req.header(CHALLENGE_HEADER);
      if (challenges && !(solution && (await challenges.spend(solution)))) {
        await Promise.all([release(), refund()]);
        return problem(c, 'challengeRequired', { challenge: await challenges.issue(now) });
      }
      // A request the address budget refuses does not count against the e-mail address.
      const wait = byAddress.value.wait ?? byEmail.value.wait;
      if (wait !== undefined) {
        await Promise.all([release(), byAddress.value.wait !== undefined ? byEmail.value.refund() : undefined]);
        return problem(c, 'rateLimited', { retryAfterS: wait });
      }
      if (form === 'newsletter') {
        await newsletterSignUp(s, { email: email!, spam: checked.spam, ipHash, key, claim: claim.token });
        return c.json(PENDING, 202);
      }
      const attachments = (checked.data.attachments as string[] | undefined) ?? [];
      const available = await availableUploads(s.db, attachments);
      const missing = attachments.findIndex((id) => !available.has(id));
      if (missing >= 0) {
        await release();
        return attachmentProblem(c);
      }
      const receipt = await storeSubmission({
        form,
        path: FORMS[form].path,
        key,
        claim: claim.token,
        data: checked.data,
        spam: checked.spam,
        ipHash,
        now,
        channels: ['team', 'visitor', ...(s.config.webhook ? (['webhook'] as const) : [])],
      });
      s.log.info('stored', { form, reference: receipt.reference, spam: checked.spam });
      if (!checked.spam) s.onStored?.();
      return c.json(receipt, 201);
    } catch (error) {
      if (error instanceof ClaimLost) return answerFromKey(c, { kind: 'in-flight' });
      await release();
      if (error instanceof AttachmentUnavailable) return attachmentProblem(c);
      throw error;
    }
  };

  return [preflight, handle];
}

const attachmentProblem = (c: Context) =>
  problem(c, 'invalid', { errors: [{ field: 'attachments', code: 'invalid', message: UPLOAD_MISSING }] });

/** The answer for a key this request could not claim. */
function answerFromKey(c: Context, claim: Exclude<Claim, { kind: 'claimed' }>) {
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

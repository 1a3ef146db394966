import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_HEADER, encodeSolution } from '@/lib/forms/challenge';
import { readConfig } from '../config';
import { purge } from '../purge';
import { post, testApp, VALID } from './support/app';
import { openTestStore, STORE, type TestStore } from './support/store';

let store: TestStore;
beforeAll(async () => {
  store = await openTestStore();
});
afterAll(() => store.dispose());

const SECRET = 'test-challenge-secret-0123456789abcdef';
/** A small proof of work, so the tests solve it in milliseconds; the protocol is the same. */
const EASY = { cost: 10, counterMin: 5, counterMax: 20, validMinutes: 10 };
const withChallenge = () => testApp(store.db, { env: { FORMS_CHALLENGE_SECRET: SECRET }, policy: { challenge: EASY } });

interface ChallengeProblem {
  type: string;
  status: number;
  challenge: Challenge;
}

async function solved(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution found');
  return encodeSolution({ challenge, solution });
}

describe(`proof of work, when FORMS_CHALLENGE_SECRET is set (${STORE})`, () => {
  it('answers a form without a solution 403 with a challenge, and stores it once solved', async () => {
    const { app } = withChallenge();
    const sent = { ...VALID.contact, message: 'Challenge: does the Box Pro record to exFAT?' };
    const first = await post(app, 'contact', sent, { key: 'challenge-key-0001' });
    expect(first.status).toBe(403);
    expect(first.headers.get('content-type')).toBe('application/problem+json');
    const body = (await first.json()) as ChallengeProblem;
    expect(body.type).toBe('https://www.clonewave.example/problems/challenge-required');
    expect(body.challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: EASY.cost });

    const header = await solved(body.challenge);
    const stored = await post(app, 'contact', sent, {
      key: 'challenge-key-0001',
      headers: { [CHALLENGE_HEADER]: header },
    });
    expect(stored.status).toBe(201);
    const { reference } = (await stored.json()) as { reference: string };
    // A retry of the same request (its answer was lost) is replayed without a new proof.
    const retry = await post(app, 'contact', sent, { key: 'challenge-key-0001' });
    expect(retry.status).toBe(201);
    expect(((await retry.json()) as { reference: string }).reference).toBe(reference);
  });

  it('lets a solved retry take over a key whose first request died before storing', async () => {
    const { app, services } = withChallenge();
    await store.db.query(
      `INSERT INTO idempotency_keys (form, key, request_hash, claim, claimed_at) VALUES ('contact', 'challenge-died-01', 'x', 'gone', $1)`,
      [new Date(services.clock().getTime() - 10 * 60_000)],
    );
    const sent = { ...VALID.contact, message: 'Challenge after a crash: the first try died.' };
    const first = await post(app, 'contact', sent, { key: 'challenge-died-01' });
    expect(first.status).toBe(403);
    const header = await solved(((await first.json()) as ChallengeProblem).challenge);
    const stored = await post(app, 'contact', sent, {
      key: 'challenge-died-01',
      headers: { [CHALLENGE_HEADER]: header },
    });
    expect(stored.status).toBe(201);
  });

  it('takes a solution once: a second submission with it gets a new challenge', async () => {
    const { app } = withChallenge();
    const challenge = ((await (await post(app, 'contact', VALID.contact)).json()) as ChallengeProblem).challenge;
    const header = await solved(challenge);
    const once = await post(app, 'contact', VALID.contact, { headers: { [CHALLENGE_HEADER]: header } });
    expect(once.status).toBe(201);
    const twice = await post(app, 'contact', VALID.contact, { headers: { [CHALLENGE_HEADER]: header } });
    expect(twice.status).toBe(403);
    expect(((await twice.json()) as ChallengeProblem).challenge.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('refuses a forged, tampered, expired or garbled solution', async () => {
    const { app } = withChallenge();
    const challenge = ((await (await post(app, 'contact', VALID.contact)).json()) as ChallengeProblem).challenge;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const other = testApp(store.db, {
      env: { FORMS_CHALLENGE_SECRET: 'another-secret-0123456789abcdef-xyz' },
      policy: { challenge: EASY },
    }).app;
    const expired = testApp(store.db, {
      env: { FORMS_CHALLENGE_SECRET: SECRET },
      policy: { challenge: { ...EASY, validMinutes: -1 } },
    }).app;
    const stale = ((await (await post(expired, 'contact', VALID.contact)).json()) as ChallengeProblem).challenge;
    const staleSolution = (await solveChallenge({ challenge: stale, deriveKey }))!;
    const attempts = [
      'not base64 json',
      encodeSolution({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }),
      encodeSolution({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution }),
      encodeSolution({ challenge: stale, solution: staleSolution }),
    ];
    for (const header of attempts) {
      const response = await post(app, 'contact', VALID.contact, { headers: { [CHALLENGE_HEADER]: header } });
      expect(response.status, header.slice(0, 40)).toBe(403);
    }
    // Signed with another service's secret.
    const foreign = await post(other, 'contact', VALID.contact, {
      headers: { [CHALLENGE_HEADER]: encodeSolution({ challenge, solution }) },
    });
    expect(foreign.status).toBe(403);
  });

  it('asks nothing of a form when the switch is off, and lets a browser send the header cross-origin', async () => {
    const { app } = testApp(store.db);
    expect((await post(app, 'contact', VALID.contact)).status).toBe(201);
    const cdn = testApp(store.db, { env: { FORMS_ALLOWED_ORIGINS: 'https://cdn.clonewave.example' } }).app;
    const preflight = await cdn.request('/api/forms/contact', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://cdn.clonewave.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, idempotency-key, altcha',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain(CHALLENGE_HEADER);
  });

  it('forgets spent challenges once they have expired', async () => {
    const { app, services } = withChallenge();
    const challenge = ((await (await post(app, 'contact', VALID.contact)).json()) as ChallengeProblem).challenge;
    await post(app, 'contact', VALID.contact, { headers: { [CHALLENGE_HEADER]: await solved(challenge) } });
    const spent = 'SELECT count(*)::int AS n FROM spent_challenges WHERE nonce = $1';
    const count = async () => (await store.db.query<{ n: number }>(spent, [challenge.parameters.nonce])).rows[0]!.n;
    expect(await count()).toBe(1);
    await purge(store.db, services.files, services.policy, new Date(Date.now() + 11 * 60_000));
    expect(await count()).toBe(0);
  });

  it('refuses a secret too short to sign with', () => {
    expect(() => readConfig({ FORMS_CHALLENGE_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});

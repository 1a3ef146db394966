import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { decodeSolution } from '@/lib/forms/challenge';
import type { Db } from './db/types';
import type { Policy } from './policy';

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * The proof-of-work switch (FORMS_CHALLENGE_SECRET): challenges in ALTCHA's format, signed
 * with the secret so the service keeps no state until one is spent. The browser finds the
 * counter that derives the challenge's key prefix (about `counter` PBKDF2 derivations of
 * `cost` iterations each); the service checks the solution against the signed key in one
 * HMAC, and a solution counts once.
 */
export function proofOfWork(db: Db, secret: string, policy: Policy['challenge']) {
  const secrets = { hmacSignatureSecret: `${secret}:challenge`, hmacKeySignatureSecret: `${secret}:key` };
  return {
    /** A new challenge, valid for `policy.validMinutes`. */
    issue: (now: Date): Promise<Challenge> =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: policy.cost,
        counter: randomInt(policy.counterMax, policy.counterMin),
        deriveKey,
        expiresAt: new Date(now.getTime() + policy.validMinutes * 60_000),
        ...secrets,
      }),

    /** Whether the header holds a solution of a challenge this service issued, unexpired and not used before; uses it. */
    async spend(header: string): Promise<boolean> {
      const payload = decodeSolution(header);
      if (!payload) return false;
      const challenge = payload.challenge as Challenge;
      const solution = payload.solution as Solution;
      if (typeof challenge.parameters?.nonce !== 'string' || typeof solution.derivedKey !== 'string') return false;
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, ...secrets });
        if (!result.verified) return false;
      } catch {
        // A payload shaped to make the check throw (odd hex, say) is no solution.
        return false;
      }
      const { rowCount } = await db.query(
        'INSERT INTO spent_challenges (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING',
        [challenge.parameters.nonce, new Date((challenge.parameters.expiresAt ?? 0) * 1000)],
      );
      return rowCount === 1;
    },
  };
}

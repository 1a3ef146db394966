import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { encodeSolution, type ChallengeBody } from './challenge';

/** Gives up on a challenge after this long: the form then says it could not be sent. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves the forms service's proof-of-work challenge with Web Crypto (loaded only when
 * the service asks for it) and returns the header value to send it back in.
 */
export async function solvedChallenge(challenge: ChallengeBody): Promise<string | undefined> {
  const asked = challenge as unknown as Challenge;
  const solution = await solveChallenge({ challenge: asked, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution ? encodeSolution({ challenge: asked, solution }) : undefined;
}

/**
 * The proof-of-work challenge the forms service can require before it stores a submission
 * (FORMS_CHALLENGE_SECRET; docs/forms-service.md). A POST without a solution is answered
 * 403 with a problem of this type that carries a challenge; the browser solves it
 * (lib/forms/solve-challenge.ts) and sends the same request again with the solution in
 * this header. The format is ALTCHA's: base64 of the JSON `{challenge, solution}`.
 */
export const CHALLENGE_HEADER = 'Altcha';
export const CHALLENGE_PROBLEM_TYPE = 'challenge-required';

/** A challenge as the service sends it: opaque to the browser, which only hands it to the solver. */
export type ChallengeBody = Record<string, unknown>;

export const encodeSolution = (payload: { challenge: unknown; solution: unknown }) => btoa(JSON.stringify(payload));

/** The header's payload, or undefined when it is not base64 JSON with both parts. */
export function decodeSolution(header: string): { challenge: unknown; solution: unknown } | undefined {
  try {
    const payload: unknown = JSON.parse(atob(header));
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { challenge, solution } = payload as Record<string, unknown>;
    return challenge && solution ? { challenge, solution } : undefined;
  } catch {
    return undefined;
  }
}

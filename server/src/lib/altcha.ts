/**
 * ALTCHA, a self-hosted proof of work (no third-party call), shared by the forms' CAPTCHA question
 * and the sign-in challenge. The server signs each challenge with a key derived from its secret
 * and verifies the solution when it comes back; a solved challenge is accepted once (replays are
 * refused until the challenge expires), on every instance: the spent set is in the shared state.
 *
 * Redis down: verify() rejects with SharedStateUnavailableError and the request gets 503 (fail
 * closed). Accepting proofs that cannot be marked spent would let one solved challenge be
 * replayed without limit for as long as the outage lasts.
 */
import crypto from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { MemorySharedState, type SharedState } from './shared-state';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** SHA-256 rounds per attempt: about a tenth of a second of work in a phone's browser. */
const COST = 1000;

type Challenge = Parameters<typeof verifySolution>[0]['challenge'];
type Solution = Parameters<typeof verifySolution>[0]['solution'];

/**
 * The signing key for one use of ALTCHA. Each purpose gets its own key, so a proof solved for one
 * (a form's CAPTCHA) is no proof for another (a sign-in). 'altcha' is the forms' key.
 */
export function captchaSecret(sessionSecret: string, purpose = 'altcha'): string {
  return crypto.createHmac('sha256', sessionSecret).update(purpose).digest('hex');
}

export class CaptchaVerifier {
  /**
   * @param spent where accepted challenges' signatures are kept until they expire: the app's
   *   shared state (by default this process's memory, for a verifier of its own in a test).
   */
  constructor(
    private readonly secret: string,
    private readonly spent: SharedState = new MemorySharedState(),
  ) {}

  /** A new signed challenge, as a plain object ready to be sent as JSON. */
  async challenge() {
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: COST,
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
    return { ...challenge, parameters: { ...challenge.parameters } };
  }

  /** Verifies a widget payload (base64 JSON {challenge, solution}); each challenge counts once. */
  async verify(payload: unknown): Promise<boolean> {
    if (typeof payload !== 'string' || payload.length > 4096) return false;
    let parsed: { challenge?: unknown; solution?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
    } catch {
      return false;
    }
    const challenge = parsed.challenge as Challenge | undefined;
    const solution = parsed.solution as Solution | undefined;
    if (!challenge?.signature || !solution || typeof solution.counter !== 'number') return false;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
    }).catch(() => null);
    if (!result?.verified) return false;
    // Marked spent only once verified (a forged payload must not burn a real challenge), in one
    // atomic set-if-absent: two requests racing with one payload, on any instances, cannot both
    // pass. Kept as long as the challenge could still verify.
    return this.spent.setOnce(`altcha:spent:${challenge.signature}`, CHALLENGE_TTL_MS);
  }
}

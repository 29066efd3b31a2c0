/**
 * ALTCHA, a self-hosted proof of work (no third-party call), shared by the forms' CAPTCHA question
 * and the sign-in challenge. The server signs each challenge with a key derived from its secret
 * and verifies the solution when it comes back; a solved challenge is accepted once (replays are
 * refused until the challenge expires).
 */
import crypto from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

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
  /** Signatures of accepted challenges, until they expire. In-process, like the other limits. */
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: string) {}

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
    this.sweep();
    if (this.used.has(challenge.signature)) return false;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: this.secret,
    }).catch(() => null);
    if (!result?.verified) return false;
    // Checked again after the await: two requests racing with one payload must not both pass.
    if (this.used.has(challenge.signature)) return false;
    this.used.set(challenge.signature, Date.now() + CHALLENGE_TTL_MS);
    return true;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, until] of this.used) if (until <= now) this.used.delete(key);
  }
}

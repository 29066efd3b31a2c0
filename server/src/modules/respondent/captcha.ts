/**
 * CAPTCHA by ALTCHA: a self-hosted proof of work (no third-party call). The server signs each
 * challenge with a key derived from its secret and verifies the solution at submission; a solved
 * challenge is accepted once (replays are refused until the challenge expires).
 */
import crypto from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { captchaChallengeSchema } from '@core/api/public';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** SHA-256 rounds per attempt: about a tenth of a second of work in a phone's browser. */
const COST = 1000;

export function captchaSecret(sessionSecret: string): string {
  return crypto.createHmac('sha256', sessionSecret).update('altcha').digest('hex');
}

export class CaptchaVerifier {
  private readonly used = new Map<string, number>();

  constructor(private readonly secret: string) {}

  async challenge() {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: COST,
      deriveKey,
      hmacSignatureSecret: this.secret,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    });
  }

  /** Verifies a widget payload (base64 JSON {challenge, solution}); each challenge counts once. */
  async verify(payload: unknown): Promise<boolean> {
    if (typeof payload !== 'string' || payload.length > 4000) return false;
    let parsed: { challenge?: unknown; solution?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof parsed;
    } catch {
      return false;
    }
    const challenge = parsed.challenge as
      Parameters<typeof verifySolution>[0]['challenge'] | undefined;
    const solution = parsed.solution as
      Parameters<typeof verifySolution>[0]['solution'] | undefined;
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
    this.used.set(challenge.signature, Date.now() + CHALLENGE_TTL_MS);
    return true;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [key, until] of this.used) if (until <= now) this.used.delete(key);
  }
}

export function registerCaptcha(app: FastifyInstance, verifier: CaptchaVerifier): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/captcha/challenge',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: 'An ALTCHA challenge',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await verifier.challenge();
      return { ...challenge, parameters: { ...challenge.parameters } };
    },
  );
}

/** Who may use the billing routes (signed-in users), and the errors they share. */
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { BILLING_ERROR_CODES, PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@core/api/billing';
import { ERROR_CODES } from '@core/api/common';
import { AppError } from '../../plugins/errors';
import type { UserRow } from '../identity/session-store';

/** Paying is for accounts: a guest signs in first (their forms migrate as usual). */
export function requireUser(request: FastifyRequest): UserRow {
  const { user } = request.identity;
  if (!user) throw new AppError(401, ERROR_CODES.unauthorized, 'Sign in to manage billing');
  return user;
}

export function paymentsNotConfigured(message = PAYMENTS_NOT_CONFIGURED_MESSAGE): AppError {
  return new AppError(409, BILLING_ERROR_CODES.paymentsNotConfigured, message);
}

export function requireStripe(stripe: Stripe | null): Stripe {
  if (!stripe) throw paymentsNotConfigured();
  return stripe;
}

/**
 * Runs a Stripe call; Stripe's refusal or absence becomes a 502 the page can show, because the
 * request itself was fine. The cause is logged with the request id.
 */
export async function callStripe<T>(request: FastifyRequest, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    request.log.error({ err }, 'Stripe request failed');
    throw new AppError(
      502,
      BILLING_ERROR_CODES.paymentProvider,
      'The payment provider did not answer. Please try again in a moment.',
    );
  }
}

/**
 * Where Stripe sends the browser back to: PUBLIC_URL's origin when set (config.mail.linkOrigin),
 * else the origin this request came from. The same-origin check has already required that origin
 * to match the request's Host, so it is this server as the browser reaches it (a server on a
 * port chosen at start-up, in development and tests, has no other way to know its address).
 */
export function returnOrigin(request: FastifyRequest): string {
  const { config } = request.server;
  const origin = request.headers.origin;
  if (config.publicUrl || typeof origin !== 'string') return config.mail.linkOrigin;
  return origin;
}

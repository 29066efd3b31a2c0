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

/**
 * The user's Stripe customer: created once and reused for every checkout and the portal. Two
 * checkouts started at once send the same idempotency key, so Stripe answers both with one
 * customer; the row keeps the first id stored (`where stripe_customer_id is null`).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { UserRow } from '../identity/session-store';
import { callStripe } from './billing-access';

export async function ensureStripeCustomer(
  request: FastifyRequest,
  db: Db,
  stripe: Stripe,
  user: UserRow,
): Promise<string> {
  const [current] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  if (current?.customerId) return current.customerId;
  const customer = await callStripe(request, () =>
    stripe.customers.create(
      {
        email: user.email,
        name: user.name ?? user.username,
        metadata: { userId: String(user.id), username: user.username },
      },
      { idempotencyKey: `formloom-customer-${user.id}` },
    ),
  );
  await db
    .update(users)
    .set({ stripeCustomerId: customer.id })
    .where(and(eq(users.id, user.id), isNull(users.stripeCustomerId)));
  const [stored] = await db
    .select({ customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, user.id));
  return stored?.customerId ?? customer.id;
}

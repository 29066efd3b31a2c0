/**
 * Billing texts core keeps for the server (the prerendered /pricing, the 409 of a server without
 * payments) and the app shows from its catalogue: the same English, byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED_MESSAGE, PRICING_INTRO } from '@core/api/billing';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from './messages';

describe("billing's words that core also writes", () => {
  it('introduce /pricing as the prerendered page does', () => {
    expect(t(m.pricingIntro)).toBe(PRICING_INTRO);
  });

  it('say payments are off as the server does', () => {
    expect(t(m.paymentsNotConfigured)).toBe(PAYMENTS_NOT_CONFIGURED_MESSAGE);
  });
});

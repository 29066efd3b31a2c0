import { describe, expect, it } from 'vitest';
import {
  addressVerifiedElsewhereMessage,
  emailNotVerifiedErrorSchema,
  emailNotVerifiedMessage,
  EMAIL_VERIFICATION_TTL_HOURS,
  resendLimitedMessage,
  verificationLinkErrorSchema,
  VERIFICATION_LINK_MESSAGES,
  VERIFICATION_LINK_REASONS,
  verificationSentMessage,
  verifyEmailRequestSchema,
} from './email-verification';

describe('the e-mail verification contract', () => {
  it('takes a token from the link, trimmed, and refuses none or an overlong one', () => {
    expect(verifyEmailRequestSchema.parse({ token: ' abc_DEF-1 ' })).toEqual({
      token: 'abc_DEF-1',
    });
    expect(verifyEmailRequestSchema.safeParse({ token: '' }).success).toBe(false);
    expect(verifyEmailRequestSchema.safeParse({ token: 'x'.repeat(201) }).success).toBe(false);
  });

  it('has a message for every reason a link cannot be used, and its error names the reason', () => {
    for (const reason of VERIFICATION_LINK_REASONS) {
      expect(VERIFICATION_LINK_MESSAGES[reason].length).toBeGreaterThan(20);
      expect(
        verificationLinkErrorSchema.parse({
          message: VERIFICATION_LINK_MESSAGES[reason],
          code: 'VERIFICATION_LINK_INVALID',
          reason,
        }).reason,
      ).toBe(reason);
    }
    expect(VERIFICATION_LINK_MESSAGES.expired).toContain(`${EMAIL_VERIFICATION_TTL_HOURS} hours`);
    expect(
      verificationLinkErrorSchema.safeParse({
        message: 'x',
        code: 'VERIFICATION_LINK_INVALID',
        reason: 'stolen',
      }).success,
    ).toBe(false);
  });

  it('names the address in the messages that are about one', () => {
    expect(emailNotVerifiedMessage('a@example.com')).toMatch(
      /^This invitation was sent to a@example\.com\. Verify that address/,
    );
    expect(
      emailNotVerifiedErrorSchema.parse({
        message: emailNotVerifiedMessage('a@example.com'),
        code: 'EMAIL_NOT_VERIFIED',
        email: 'a@example.com',
      }).email,
    ).toBe('a@example.com');
    expect(addressVerifiedElsewhereMessage('a@example.com')).toBe(
      'Another account has verified a@example.com. Choose a different address in your profile.',
    );
    expect(verificationSentMessage('a@example.com')).toBe(
      'We sent a new link to a@example.com. It works for 24 hours.',
    );
  });

  it('says how long to wait in seconds under a minute and a half, else in minutes', () => {
    expect(resendLimitedMessage(42)).toMatch(/Try again in 42 seconds\.$/);
    expect(resendLimitedMessage(89)).toMatch(/Try again in 89 seconds\.$/);
    expect(resendLimitedMessage(90)).toMatch(/Try again in 2 minutes\.$/);
    expect(resendLimitedMessage(3599)).toMatch(/Try again in 60 minutes\.$/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  passwordResetRequestedMessage,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth';
import { apiErrorSchema } from './common';
import { publishLimitErrorSchema } from './forms';
import { draftIdSchema, publicFormPayloadSchema } from './public';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('identity request schemas', () => {
  it("uses the spec's login messages", () => {
    expect(messages(loginRequestSchema.safeParse({ username: '', password: '' }))).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });

  it("uses the spec's registration messages, with the mismatch on confirmPassword", () => {
    const base = {
      username: 'ada',
      email: 'ada@example.com',
      password: 'long enough',
      confirmPassword: 'long enough',
    };
    expect(registerRequestSchema.safeParse(base).success).toBe(true);
    expect(
      messages(
        registerRequestSchema.safeParse({ ...base, password: 'short', confirmPassword: 'short' }),
      ),
    ).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(
      messages(registerRequestSchema.safeParse({ ...base, confirmPassword: 'different!' })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(registerRequestSchema.parse({ ...base, email: '  ADA@Example.com ' }).email).toBe(
      'ada@example.com',
    );
  });

  it('applies the same rules to a password change', () => {
    expect(
      messages(
        changePasswordRequestSchema.safeParse({
          currentPassword: 'x',
          newPassword: 'new password',
          confirmPassword: 'nope',
        }),
      ),
    ).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it("applies the registration's rules to a password reset, and normalises the address asked for", () => {
    const base = { token: 't0ken', password: 'new password', confirmPassword: 'new password' };
    expect(resetPasswordRequestSchema.safeParse(base).success).toBe(true);
    expect(messages(resetPasswordRequestSchema.safeParse({ ...base, password: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(forgotPasswordRequestSchema.parse({ email: ' Ada@Example.COM ' }).email).toBe(
      'ada@example.com',
    );
    expect(passwordResetRequestedMessage('ada@example.com')).toBe(
      "If an account exists for ada@example.com, we've sent a link to reset the password.",
    );
  });
});

describe('response contracts', () => {
  it('keeps error details such as a publish limit', () => {
    const body = { message: 'm', code: 'PUBLISH_LIMIT', max: 3, upgradeType: 'upgrade_pro' };
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(publishLimitErrorSchema.parse(body).max).toBe(3);
  });

  it('accepts only UUID-shaped draft ids and a well-formed public payload', () => {
    expect(draftIdSchema.safeParse('0b8f5a51-5a4e-4d1c-9d0e-2b1f3c4d5e6f').success).toBe(true);
    expect(draftIdSchema.safeParse('../../etc/passwd').success).toBe(false);
    expect(
      publicFormPayloadSchema.safeParse({
        status: 'not_found',
        form: null,
        message: null,
        basePath: '/forms',
      }).success,
    ).toBe(true);
  });
});

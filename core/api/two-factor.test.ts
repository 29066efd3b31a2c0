/** The request rules of two-factor sign-in and re-authentication (issue 20). */
import { describe, expect, it } from 'vitest';
import { createApiKeyRequestSchema } from './api-keys';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  PASSWORD_MAX,
  updateProfileRequestSchema,
} from './auth';
import {
  BACKUP_CODE_COUNT,
  BACKUP_CODE_MESSAGE,
  backupCodeSchema,
  backupCodesResponseSchema,
  CURRENT_PASSWORD_MAX,
  formatBackupCode,
  isTotpCode,
  reauthRequiredErrorSchema,
  SECOND_FACTOR_MESSAGE,
  twoFactorDisableRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorSetupRequestSchema,
  twoFactorStatusSchema,
  TOTP_CODE_MESSAGE,
  totpCodeSchema,
} from './two-factor';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('codes', () => {
  it('takes six digits, with the space or dash apps show, and nothing else', () => {
    expect(totpCodeSchema.parse('123456')).toBe('123456');
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(totpCodeSchema.parse('123-456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '', '12 34 5']) {
      expect(messageOf(totpCodeSchema.safeParse(bad)), bad).toBe(TOTP_CODE_MESSAGE);
    }
    expect(totpCodeSchema.safeParse('1'.repeat(21)).success).toBe(false);
  });

  it('takes a backup code in any case, with or without its dash, but no look-alike characters', () => {
    expect(backupCodeSchema.parse('ABCDE-FGHJK')).toBe('abcdefghjk');
    expect(backupCodeSchema.parse(' abcde fghjk ')).toBe('abcdefghjk');
    expect(formatBackupCode('abcdefghjk')).toBe('abcde-fghjk');
    for (const bad of ['abcde-fghj', 'abcde-fghjkm', 'abcde-fgh0k', 'abcde-fghlk', '123456']) {
      expect(messageOf(backupCodeSchema.safeParse(bad)), bad).toBe(BACKUP_CODE_MESSAGE);
    }
  });

  it('tells an app code from a backup code by its shape where the field takes either', () => {
    const parse = (value: string) => twoFactorDisableRequestSchema.safeParse({ code: value });
    expect(parse('123 456').data?.code).toBe('123456');
    expect(parse('ABCDE-FGHJK').data?.code).toBe('abcdefghjk');
    expect(isTotpCode('123456')).toBe(true);
    expect(isTotpCode('abcdefghjk')).toBe(false);
    expect(messageOf(parse('12345'))).toBe(SECOND_FACTOR_MESSAGE);
    expect(messageOf(parse('x'.repeat(31)))).toBe(SECOND_FACTOR_MESSAGE);
    expect(twoFactorEnableRequestSchema.safeParse({ code: 'abcdefghjk' }).success).toBe(false);
  });
});

describe('the sign-in body', () => {
  const credentials = { username: 'ada', password: 'secret password' };
  it('carries an optional code or backup code, normalised', () => {
    expect(loginRequestSchema.parse(credentials)).toEqual(credentials);
    expect(loginRequestSchema.parse({ ...credentials, code: '123 456' }).code).toBe('123456');
    expect(loginRequestSchema.parse({ ...credentials, backupCode: 'ABCDE-FGHJK' }).backupCode).toBe(
      'abcdefghjk',
    );
    expect(loginRequestSchema.safeParse({ ...credentials, code: '12' }).success).toBe(false);
    expect(loginRequestSchema.safeParse({ ...credentials, backupCode: 'x' }).success).toBe(false);
  });
});

describe('re-authentication', () => {
  it('leaves the current password optional (its absence is a 403, not a malformed body)', () => {
    expect(CURRENT_PASSWORD_MAX).toBe(PASSWORD_MAX);
    expect(twoFactorSetupRequestSchema.parse({})).toEqual({});
    expect(updateProfileRequestSchema.parse({ email: 'A@Example.com' })).toEqual({
      email: 'a@example.com',
    });
    expect(
      updateProfileRequestSchema.parse({ email: 'a@example.com', currentPassword: 'pw' })
        .currentPassword,
    ).toBe('pw');
    expect(
      changePasswordRequestSchema.safeParse({
        newPassword: 'long enough',
        confirmPassword: 'long enough',
      }).success,
    ).toBe(true);
    expect(
      createApiKeyRequestSchema.parse({ name: 'k', scope: 'read', currentPassword: 'pw' }),
    ).toEqual({ name: 'k', scope: 'read', currentPassword: 'pw' });
    const tooLong = 'x'.repeat(PASSWORD_MAX + 1);
    expect(twoFactorSetupRequestSchema.safeParse({ currentPassword: tooLong }).success).toBe(false);
  });

  it("reads the server's 403: which proof to ask for", () => {
    const body = { message: 'm', code: 'REAUTH_REQUIRED', reauth: 'google' };
    expect(reauthRequiredErrorSchema.parse(body).reauth).toBe('google');
    expect(reauthRequiredErrorSchema.safeParse({ ...body, reauth: 'sms' }).success).toBe(false);
    expect(reauthRequiredErrorSchema.safeParse({ ...body, code: 'FORBIDDEN' }).success).toBe(false);
  });
});

describe('answers', () => {
  it('has ten backup codes and a status with the count left', () => {
    const codes = Array.from({ length: BACKUP_CODE_COUNT }, (_, i) => `code${i}`);
    expect(backupCodesResponseSchema.safeParse({ backupCodes: codes }).success).toBe(true);
    expect(backupCodesResponseSchema.safeParse({ backupCodes: codes.slice(1) }).success).toBe(
      false,
    );
    const status = { available: true, enabled: true, enabledAt: null, backupCodesLeft: 3 };
    expect(twoFactorStatusSchema.parse(status)).toEqual(status);
    expect(twoFactorStatusSchema.safeParse({ ...status, backupCodesLeft: -1 }).success).toBe(false);
  });
});

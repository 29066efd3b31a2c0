import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MAX, registerRequestSchema } from '@core/api/auth';
import { TOTP_CODE_MESSAGE, totpCodeSchema } from '@core/api/two-factor';
import { withAppWords } from './app-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('a resolver in the app’s words', () => {
  it("shows core's validation messages as the app's, the same English", async () => {
    const resolve = withAppWords(zodResolver(registerRequestSchema));
    const result = await resolve(
      { username: '', email: 'a@example.com', password: 'short', confirmPassword: 'other' },
      undefined,
      options,
    );
    expect(result.errors.username?.message).toBe('Username is required');
    expect(result.errors.password?.message).toBe('Password must be at least 8 characters');
  });

  it("shows the schemas' own field messages as the app's, the same English", async () => {
    const resolve = withAppWords(zodResolver(registerRequestSchema));
    const result = await resolve(
      {
        username: 'a'.repeat(51),
        email: 'not an address',
        password: 'p'.repeat(PASSWORD_MAX + 1),
        confirmPassword: 'p'.repeat(PASSWORD_MAX + 1),
      },
      undefined,
      options,
    );
    expect(result.errors.username?.message).toBe(AUTH_MESSAGES.usernameTooLong);
    expect(result.errors.email?.message).toBe('Enter a valid email address');
    expect(result.errors.password?.message).toBe('Password must be at most 128 characters');
    const code = await withAppWords(zodResolver(z.object({ code: totpCodeSchema })))(
      { code: '12' },
      undefined,
      options,
    );
    expect(code.errors.code?.message).toBe(TOTP_CODE_MESSAGE);
  });

  it('passes nested errors and other messages through, and valid values untouched', async () => {
    const schema = z.object({
      rows: z.array(z.object({ name: z.string().min(1, 'Name the row') })),
    });
    const resolve = withAppWords(zodResolver(schema));
    const failed = await resolve({ rows: [{ name: '' }] }, undefined, options);
    expect(failed.errors.rows?.[0]?.name?.message).toBe('Name the row');
    const passed = await resolve({ rows: [{ name: 'A' }] }, undefined, options);
    expect(passed).toEqual({ values: { rows: [{ name: 'A' }] }, errors: {} });
  });
});

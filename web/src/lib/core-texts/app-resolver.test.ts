import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerRequestSchema } from '@core/api/auth';
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

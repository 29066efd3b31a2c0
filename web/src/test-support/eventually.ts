/**
 * `vi.waitFor` with room for a busy machine: its default gives a condition one second, which a
 * loaded CI machine has missed (a focus moved in the next animation frame). The condition is
 * still what is waited on; the deadline only ends a wait that will never succeed.
 */
import { vi } from 'vitest';

type WaitForOptions = Exclude<Parameters<typeof vi.waitFor>[1], number | undefined>;

export function eventually<T>(
  callback: () => T | Promise<T>,
  options: WaitForOptions = {},
): Promise<T> {
  return vi.waitFor(callback, { timeout: 10_000, ...options });
}

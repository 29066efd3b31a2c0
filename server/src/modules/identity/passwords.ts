/** argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const PARAMS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Accounts without a password (Google sign-in) hold this; no argon2 hash can equal it. */
export const NO_PASSWORD = '!no-password';

export function hashPassword(password: string): Promise<string> {
  return hash(password, PARAMS);
}

let dummyHash: Promise<string> | null = null;

/**
 * Verifies a password. For an unknown user (or a password-less account) it verifies against a dummy
 * hash, so the answer takes as long as for a wrong password and timing reveals nothing.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null || stored === NO_PASSWORD) {
    dummyHash ??= hashPassword('formloom-dummy-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

/**
 * Checks a second factor and spends it in the same statement: a TOTP code moves the account's
 * last accepted step forward only if the code's step is newer (so a code works once, and two
 * requests racing with one code cannot both pass: the row lock makes the second re-read the step
 * the first wrote), and a backup code is marked used only if it was unused.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { isTotpCode } from '@core/api/two-factor';
import type { Db } from '../../../db/database';
import { users } from '../../../db/schema';
import { useBackupCode } from './backup-codes';
import { stepOfCode } from './totp';

export interface SecondFactor {
  /** Six digits, as the schema normalised them. */
  code?: string | undefined;
  backupCode?: string | undefined;
}

interface TwoFactorAccount {
  id: number;
  twoFactorSecret: string | null;
}

export async function acceptTotpCode(
  db: Db,
  account: TwoFactorAccount,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!account.twoFactorSecret) return false;
  const step = stepOfCode(account.twoFactorSecret, code, now);
  if (step === null) return false;
  const moved = await db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(users.id, account.id),
        or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: users.id });
  return moved.length > 0;
}

/** A code from the app when one is given, else a backup code; false when neither is good. */
export async function acceptSecondFactor(
  db: Db,
  account: TwoFactorAccount,
  factor: SecondFactor,
): Promise<boolean> {
  if (factor.code !== undefined) return acceptTotpCode(db, account, factor.code);
  if (factor.backupCode !== undefined) return useBackupCode(db, account.id, factor.backupCode);
  return false;
}

/** For a field that takes either kind (turning two-factor off): told apart by their shape. */
export function secondFactorOf(normalised: string): SecondFactor {
  return isTotpCode(normalised) ? { code: normalised } : { backupCode: normalised };
}
